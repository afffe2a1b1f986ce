export {
  type UseAppKitConnectionReturnType,
  useAppKitConnection,
} from '../react/useAppKitConnection.js'
