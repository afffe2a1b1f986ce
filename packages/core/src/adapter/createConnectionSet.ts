import type { AppKitStorage } from '../storage/types.js'
import type { AdapterConnection, AdapterContext } from './types.js'

/** One live wallet connection as the set keeps it; adapters add their own fields (provider, wallet…). */
export type ConnectionSetEntry = {
  readonly connectorId: string
  /** The account in use. */
  address: string
  /** Every account the wallet exposes, `address` first. */
  accounts: readonly string[]
  chainId: number | string
  /** Ends the adapter's subscriptions to this wallet; called once when the connection ends. */
  stop?: (() => void) | undefined
}

export type CreateConnectionSetParameters = {
  /** The storage key under which the set remembers its wallets across reloads (one per adapter). */
  storageKey: string
  /** How many recent connections to remember. Default: 10. */
  maxRecent?: number | undefined
}

/**
 * The live wallets of one adapter (several at once), the active one among them, and what a page
 * remembers of them: which were live (a reload restores those without a prompt) and which
 * connected recently. It reports to core through the setup context's `emit`.
 */
export type ConnectionSet<entry extends ConnectionSetEntry = ConnectionSetEntry> = {
  /** Binds the set to an adapter's setup: events go to `emit`, memory to `storage`. Ends nothing. */
  setup: (context: Pick<AdapterContext, 'emit' | 'storage'>) => void
  /**
   * A wallet connected (or connected again): it becomes live and active, is remembered, and
   * `connect` is emitted. An earlier entry of the same connector is stopped and replaced; the
   * other live wallets stay live.
   */
  add: (entry: entry) => AdapterConnection
  /** The live connection of `connectorId`. */
  get: (connectorId: string) => entry | undefined
  /** Whether `entry` is still the live connection of its connector (a stale listener's check). */
  isLive: (entry: entry) => boolean
  /** The active connection: the one core's account shows and signing goes through. */
  active: () => entry | undefined
  /** The live connections, in the order they connected. */
  list: () => entry[]
  /** Makes a live connection the active one, without a prompt; `undefined` when it is not live. */
  activate: (connectorId: string) => AdapterConnection | undefined
  /**
   * The wallet reports its accounts: `accountChanged` is emitted when the account in use changed;
   * an empty list ends the connection as `remove` does (the wallet disconnected the site).
   */
  updateAccounts: (
    connectorId: string,
    accounts: readonly string[],
    options?: { chainId?: number | string | undefined },
  ) => void
  /** The wallet moved to `chainId`: `chainChanged` is emitted when it changed (and is a valid id). */
  updateChain: (connectorId: string, chainId: number | string) => void
  /**
   * Ends the live connection of `connectorId` and emits `disconnect`. When it was the active one,
   * the active role passes to the next live wallet (the first that connected), as core's does.
   * A reload no longer restores it; it stays among the recent connections.
   */
  remove: (connectorId: string) => entry | undefined
  /** Stops every live connection without events or forgetting (the adapter's teardown). */
  clear: () => void
  /** Whether the wallet was live when the page last changed the set: a reload may restore it. */
  isRestorable: (connectorId: string) => boolean
  /** Forgets that a wallet may be restored (a restore found it gone). */
  forget: (connectorId: string) => void
  /** Connector ids that connected on this device, most recent first (live ones included). */
  recent: () => string[]
}

type Memory = { live: string[]; recent: string[] }

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

// Read while a page starts, so the check is a plain function, not a schema library.
function readMemory(storage: AppKitStorage | undefined, key: string): Memory {
  const raw = storage?.getItem(key)
  if (!raw) return { live: [], recent: [] }
  try {
    const value = JSON.parse(raw) as { live?: unknown; recent?: unknown } | null
    return {
      live: isStringList(value?.live) ? value.live : [],
      recent: isStringList(value?.recent) ? value.recent : [],
    }
  } catch {
    return { live: [], recent: [] }
  }
}

function toConnection(entry: ConnectionSetEntry): AdapterConnection {
  return {
    connectorId: entry.connectorId,
    address: entry.address,
    accounts: [...entry.accounts],
    chainId: entry.chainId,
  }
}

const isValidChainId = (chainId: number | string) =>
  typeof chainId === 'number' ? Number.isSafeInteger(chainId) : chainId !== ''

/**
 * The one connection bookkeeping every adapter shares: several live wallets, the active one, the
 * hand-over when it ends, and the page's memory of them.
 *
 * @example
 * const connections = createConnectionSet<Live>({ storageKey: '@airlock/adapter-ethers/connections' })
 * // setup(context):      connections.setup(context)
 * // connect:             return connections.add({ connectorId, address, accounts, chainId, provider, stop })
 * // reconnect:           if (!connections.isRestorable(connectorId)) return undefined
 * // wallet events:       connections.updateAccounts(connectorId, accounts)
 * // disconnect:          connections.remove(connectorId)
 * // switchConnection:    return connections.activate(connectorId)
 * // signing:             const active = connections.active() // none: NotConnectedError
 */
export function createConnectionSet<entry extends ConnectionSetEntry>(
  parameters: CreateConnectionSetParameters,
): ConnectionSet<entry> {
  const { storageKey } = parameters
  const maxRecent = parameters.maxRecent ?? 10
  const live = new Map<string, entry>()
  let current: entry | undefined
  let emit: AdapterContext['emit'] = () => {}
  let storage: AppKitStorage | undefined

  const remember = (change: (memory: Memory) => Memory) => {
    if (!storage) return
    const next = change(readMemory(storage, storageKey))
    if (next.live.length === 0 && next.recent.length === 0) storage.removeItem(storageKey)
    else storage.setItem(storageKey, JSON.stringify(next))
  }
  // The active wallet first, so a page that restores one restores the one it showed; wallets
  // remembered from an earlier page and not restored yet stay restorable behind the live ones.
  const restorable = (memory: Memory) => {
    const ids = [...live.keys()]
    const first = current ? [current.connectorId] : []
    return [...new Set([...first, ...ids, ...memory.live])]
  }

  const set: ConnectionSet<entry> = {
    setup: (context) => {
      emit = context.emit
      storage = context.storage
    },
    add: (entry) => {
      const previous = live.get(entry.connectorId)
      if (previous && previous !== entry) {
        live.delete(entry.connectorId)
        previous.stop?.()
      }
      live.set(entry.connectorId, entry)
      current = entry
      remember((memory) => ({
        live: restorable(memory),
        recent: [
          entry.connectorId,
          ...memory.recent.filter((id) => id !== entry.connectorId),
        ].slice(0, maxRecent),
      }))
      const connection = toConnection(entry)
      emit({ type: 'connect', ...connection })
      return connection
    },
    get: (connectorId) => live.get(connectorId),
    isLive: (entry) => live.get(entry.connectorId) === entry,
    active: () => current,
    list: () => [...live.values()],
    activate: (connectorId) => {
      const entry = live.get(connectorId)
      if (!entry) return undefined
      current = entry
      remember((memory) => ({ ...memory, live: restorable(memory) }))
      return toConnection(entry)
    },
    updateAccounts: (connectorId, accounts, options = {}) => {
      const entry = live.get(connectorId)
      if (!entry) return
      const [address] = accounts
      if (address === undefined) {
        set.remove(connectorId)
        return
      }
      const changed = address !== entry.address
      entry.address = address
      entry.accounts = [...accounts]
      if (options.chainId !== undefined) entry.chainId = options.chainId
      if (!changed) return
      emit({
        type: 'accountChanged',
        connectorId,
        address,
        accounts: [...accounts],
        chainId: entry.chainId,
      })
    },
    updateChain: (connectorId, chainId) => {
      const entry = live.get(connectorId)
      if (!entry || !isValidChainId(chainId) || String(chainId) === String(entry.chainId)) return
      entry.chainId = chainId
      emit({ type: 'chainChanged', connectorId, chainId })
    },
    remove: (connectorId) => {
      const entry = live.get(connectorId)
      if (!entry) return undefined
      live.delete(connectorId)
      entry.stop?.()
      if (current === entry) current = live.values().next().value
      remember((memory) => ({
        ...memory,
        live: restorable(memory).filter((id) => id !== connectorId),
      }))
      emit({ type: 'disconnect', connectorId })
      return entry
    },
    clear: () => {
      for (const entry of live.values()) entry.stop?.()
      live.clear()
      current = undefined
    },
    isRestorable: (connectorId) => readMemory(storage, storageKey).live.includes(connectorId),
    forget: (connectorId) =>
      remember((memory) => ({ ...memory, live: memory.live.filter((id) => id !== connectorId) })),
    recent: () => readMemory(storage, storageKey).recent,
  }
  return set
}
