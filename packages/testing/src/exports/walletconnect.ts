export type { WalletConnectTestBitcoin } from '../walletconnect/bitcoinRequests.js'
export {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
  type WalletConnectTestRequest,
  type WalletConnectTestWallet,
} from '../walletconnect/createWalletConnectTestWallet.js'
export { createMemoryKeyValueStorage } from '../walletconnect/memoryKeyValueStorage.js'
export type { WalletConnectTestSolana } from '../walletconnect/solanaRequests.js'
