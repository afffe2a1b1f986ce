import type { SIWXConfig } from '@airlock/blockchain-api'
import { createBlockchainApiClient, createSiwxNonce } from '@airlock/blockchain-api'
import { createServerSiwxStorage } from '../storages/createServerSiwxStorage.js'
import { createInformalMessenger } from './createInformalMessenger.js'
import { DefaultSIWX } from './DefaultSIWX.js'

export type ServerSIWXParameters = {
  /** Base URL of the Airlock server, e.g. `http://127.0.0.1:8787`. */
  apiUrl: string
  projectId: string
  statement?: string | undefined
  /** How long a signed message stays valid, in ms. Default: 24 hours. */
  expiresInMs?: number | undefined
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
  /** Where this browser remembers its session ids. Default: localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
}

/**
 * Sign-in verified and kept by your Airlock server: the nonce comes from the server, the server
 * checks the signed message before keeping the session, and your backend looks the session up
 * (`GET /v1/sessions/{id}`).
 *
 * @example
 * createAppKit({ adapters, networks, projectId,
 *   siwx: ServerSIWX({ apiUrl: 'https://airlock.shop.example', projectId, required: true }) })
 */
export function ServerSIWX(parameters: ServerSIWXParameters): SIWXConfig {
  const client = createBlockchainApiClient({
    baseUrl: parameters.apiUrl,
    projectId: parameters.projectId,
  })
  return DefaultSIWX({
    messenger: createInformalMessenger({
      statement: parameters.statement,
      expiresInMs: parameters.expiresInMs,
      getNonce: async () => (await createSiwxNonce(client)).nonce,
    }),
    // The server verifies every session before it keeps it.
    verifiers: [],
    storage: createServerSiwxStorage({ client, storage: parameters.storage }),
    required: parameters.required,
    signOutOnDisconnect: parameters.signOutOnDisconnect,
  })
}
