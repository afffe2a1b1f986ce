import type { SIWXSession } from '@airlock/blockchain-api'
import { createSessionListStorage, parseSessionList } from './sessionList.js'
import type { SiwxStorage } from './types.js'

export type CreateLocalSiwxStorageParameters = {
  /** localStorage key. Default `@appkit/siwx`. */
  key?: string | undefined
  /** Default: `window.localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
}

/**
 * Keeps sessions in the browser's localStorage. Good for dapps that only need the wallet's
 * proof on the client; a backend cannot trust them.
 */
export function createLocalSiwxStorage(
  parameters: CreateLocalSiwxStorageParameters = {},
): SiwxStorage {
  const key = parameters.key ?? '@appkit/siwx'
  const backend = () => parameters.storage ?? globalThis.localStorage
  const read = () => parseSessionList(backend()?.getItem(key))
  const write = (sessions: SIWXSession[]) => backend()?.setItem(key, JSON.stringify(sessions))
  return createSessionListStorage(read, write)
}
