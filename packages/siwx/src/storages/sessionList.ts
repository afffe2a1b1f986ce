import type { CaipNetworkId, SIWXSession } from '@airlock/blockchain-api'
import { z } from 'zod'
import type { SiwxStorage } from './types.js'

const sessionSchema = z.object({
  data: z
    .object({
      chainId: z.string(),
      accountAddress: z.string(),
      domain: z.string(),
      uri: z.string(),
      version: z.string(),
      nonce: z.string(),
      expirationTime: z.string().optional(),
      notBefore: z.string().optional(),
    })
    .loose(),
  message: z.string(),
  signature: z.string(),
  cacao: z.unknown().optional(),
  id: z.string().optional(),
})

/** Reads a stored list of sessions; anything that is not one is dropped. */
export function parseSessionList(text: string | null | undefined): SIWXSession[] {
  if (!text) return []
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(text))
    return parsed.flatMap((item) => {
      const session = sessionSchema.safeParse(item)
      return session.success ? [session.data as SIWXSession] : []
    })
  } catch {
    return []
  }
}

/** Whether the session is for this network and address (case-blind on eip155). */
export function isSessionFor(session: SIWXSession, chainId: CaipNetworkId, address: string) {
  if (session.data.chainId !== chainId) return false
  return chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address
}

/** Whether the session's message is expired (or not yet valid) at `now`. */
export function isSessionCurrent(session: SIWXSession, now = Date.now()): boolean {
  const { expirationTime, notBefore } = session.data
  if (expirationTime && Date.parse(expirationTime) <= now) return false
  if (notBefore && Date.parse(notBefore) > now) return false
  return true
}

/**
 * A storage over one stored list of sessions: `read` and `write` move the whole list (a
 * localStorage entry, a cookie); one session is kept per network and address.
 */
export function createSessionListStorage(
  read: () => SIWXSession[],
  write: (sessions: SIWXSession[]) => void,
): SiwxStorage {
  return {
    async add(session) {
      write([
        ...read().filter(
          (other) => !isSessionFor(other, session.data.chainId, session.data.accountAddress),
        ),
        session,
      ])
    },
    async set(sessions) {
      write(sessions)
    },
    async get(chainId, address) {
      return read().filter(
        (session) => isSessionFor(session, chainId, address) && isSessionCurrent(session),
      )
    },
    async delete(chainId, address) {
      write(read().filter((session) => !isSessionFor(session, chainId, address)))
    },
  }
}
