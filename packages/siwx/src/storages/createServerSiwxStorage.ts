import type { CaipNetworkId, SIWXSession } from '@airlock/blockchain-api'
import {
  type BlockchainApiClient,
  createSession,
  getSession,
  revokeSession,
} from '@airlock/blockchain-api'
import { z } from 'zod'
import type { SiwxStorage } from './types.js'

export type CreateServerSiwxStorageParameters = {
  /** Client of the Airlock server (`appKit.api`, or createBlockchainApiClient). */
  client: BlockchainApiClient
  /** Where the ids of this browser's sessions are remembered. Default `@appkit/siwx-server`. */
  key?: string | undefined
  /** Default: `window.localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
}

// `revokeSecret` is missing from handles kept before the server handed one out: those sessions
// are forgotten here on sign-out and end at their expiry.
const handleSchema = z.array(
  z.object({
    id: z.string(),
    chainId: z.string(),
    address: z.string(),
    revokeSecret: z.string().optional(),
  }),
)
type SessionHandle = z.infer<typeof handleSchema>[number]

/**
 * Keeps sessions on the Airlock server: it verifies each one (nonce, expiry, domain, chain,
 * signature) before keeping it, and a dapp's backend looks them up by id. This browser only
 * remembers the ids, and the secret each creation answered, which revokes the session on
 * sign-out.
 */
export function createServerSiwxStorage(
  parameters: CreateServerSiwxStorageParameters,
): SiwxStorage {
  const { client } = parameters
  const key = parameters.key ?? '@appkit/siwx-server'
  const backend = () => parameters.storage ?? globalThis.localStorage
  const read = (): SessionHandle[] => {
    try {
      return handleSchema.parse(JSON.parse(backend()?.getItem(key) ?? '[]'))
    } catch {
      return []
    }
  }
  const write = (handles: SessionHandle[]) => backend()?.setItem(key, JSON.stringify(handles))
  const matches = (handle: SessionHandle, chainId: string, address: string) =>
    handle.chainId === chainId && handle.address.toLowerCase() === address.toLowerCase()

  const add = async (session: SIWXSession) => {
    const created = await createSession(client, {
      message: session.message,
      signature: session.signature,
    })
    write([
      ...read().filter((handle) => !matches(handle, created.chainId, created.address)),
      {
        id: created.id,
        chainId: created.chainId,
        address: created.address,
        revokeSecret: created.revokeSecret,
      },
    ])
  }
  const remove = async (chainId: CaipNetworkId, address: string) => {
    const handles = read()
    await Promise.all(
      handles
        .filter((handle) => matches(handle, chainId, address))
        .map(async ({ id, revokeSecret }) => {
          if (!revokeSecret) return
          await revokeSession(client, { id, revokeSecret }).catch(() => {
            // Already gone on the server: forgetting it here is all that is left.
          })
        }),
    )
    write(read().filter((handle) => !matches(handle, chainId, address)))
  }
  return {
    add,
    async set(sessions) {
      for (const handle of read()) await remove(handle.chainId as CaipNetworkId, handle.address)
      for (const session of sessions) await add(session)
    },
    async get(chainId, address) {
      const found: SIWXSession[] = []
      for (const handle of read().filter((candidate) => matches(candidate, chainId, address))) {
        const session = await getSession(client, { id: handle.id })
        if (!session) {
          write(read().filter((other) => other.id !== handle.id))
          continue
        }
        found.push({
          id: session.id,
          data: { ...session.data, chainId: session.data.chainId as CaipNetworkId },
          message: session.message,
          signature: session.signature,
        })
      }
      return found
    },
    delete: remove,
  }
}
