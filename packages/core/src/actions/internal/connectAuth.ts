import { AirlockError } from '@airlock/blockchain-api'
import { authNamespaces, ID_AUTH } from '../../auth/constants.js'
import type { AppKit } from '../../createAppKit.js'
import { type ConnectReturnType, connectOne } from '../connect.js'
import { reportError } from './reportError.js'

/**
 * After a login, connects the embedded wallet (`ID_AUTH`) on every namespace the auth connector
 * serves and an adapter is configured for: the active namespace first when it is one of them
 * (it stays active, its account is the answer), else eip155, then the others on their own
 * networks. A namespace that fails leaves the others connected. A wallet frame without storage
 * fails the first (FrameStorageUnavailableError), also reported as a `FRAME_STORAGE_ERROR` event.
 */
export async function connectAuth(appKit: AppKit): Promise<ConnectReturnType> {
  const active = appKit.state.activeNamespace
  const [lead = 'eip155', ...others] = authNamespaces
    .filter((namespace) => appKit.adapters.has(namespace))
    .sort((a, b) => Number(b === active) - Number(a === active))
  const connection = await connectOne(appKit, { connectorId: ID_AUTH, namespace: lead }).catch(
    (error: unknown) => {
      const storage = findFrameStorageError(error)
      if (storage) reportError(appKit, 'FRAME_STORAGE_ERROR', storage, lead)
      throw error
    },
  )
  for (const namespace of others)
    await connectOne(appKit, { connectorId: ID_AUTH, namespace, activate: false }).catch(
      () => undefined,
    )
  return connection
}

/** The frame's storage failure in `error`'s causes (the frame package's class, by its code). */
function findFrameStorageError(error: unknown): AirlockError | undefined {
  if (!(error instanceof AirlockError)) return undefined
  const found = error.walk(
    (cause) => cause instanceof AirlockError && cause.code === 'FRAME_STORAGE_UNAVAILABLE',
  )
  return found instanceof AirlockError ? found : undefined
}
