import * as z from 'zod/mini'
import { createRequestId } from '../host/createRequestId.js'

const sessionSchema = z.object({
  token: z.string(),
  userId: z.string(),
  /** The login email; null for a social login. */
  email: z.nullable(z.string()),
  /** A social login's provider and user name. */
  socialProvider: z.optional(z.string()),
  userName: z.optional(z.string()),
  /** The account the visitor chose on eip155: the smart account or the key's own (EOA). */
  preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])),
})
export type StoredFrameSession = z.infer<typeof sessionSchema>

/** The frame's own small state, kept in the frame origin's storage (never the dapp's). */
export type FrameSessionStore = {
  /** This storage partition's device id, made once. */
  getDeviceId(): string
  getSession(): StoredFrameSession | undefined
  setSession(session: StoredFrameSession): void
  clearSession(): void
}

const deviceKey = 'airlock-frame/device-id'
/** Where a project's session is kept: one per project, so projects on one site keep their own. */
const sessionKey = (projectId: string) => `airlock-frame/session/${encodeURIComponent(projectId)}`
/** The one session of a storage partition, before sessions were kept per project (F18). */
const partitionSessionKey = 'airlock-frame/session'

export type CreateSessionStoreOptions = {
  /** The project whose session this store keeps (the frame's `projectId`). */
  projectId: string
}

/**
 * Session token and device id in `storage` (the frame origin's localStorage, partitioned per
 * dapp site by the browser). The session is kept per project, so two projects embedded on one
 * site never read, overwrite or clear each other's; the device id is the partition's. Reads are
 * schema-checked; a damaged entry reads as none.
 */
export function createSessionStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  options: CreateSessionStoreOptions,
): FrameSessionStore {
  const key = sessionKey(options.projectId)
  // A session kept for the whole partition names no project, so it cannot be given to one: it
  // is dropped, and the visitor logs in again.
  storage.removeItem(partitionSessionKey)
  return {
    getDeviceId() {
      const stored = storage.getItem(deviceKey)
      if (stored && /^[A-Za-z0-9_-]{8,128}$/.test(stored)) return stored
      const made = createRequestId()
      storage.setItem(deviceKey, made)
      return made
    },
    getSession() {
      try {
        const parsed = sessionSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'))
        return parsed.success ? parsed.data : undefined
      } catch {
        return undefined
      }
    },
    setSession: (session) => storage.setItem(key, JSON.stringify(session)),
    clearSession: () => storage.removeItem(key),
  }
}

/** A session store in memory (tests; browsers that refuse the frame storage). */
export function createMemorySessionStore(
  options: CreateSessionStoreOptions = { projectId: 'memory' },
): FrameSessionStore {
  const map = new Map<string, string>()
  return createSessionStore(
    {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    },
    options,
  )
}
