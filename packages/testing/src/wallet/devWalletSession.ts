import type { DevWalletChain } from './devWalletChain.js'

/** The part of the Web Storage API the dev wallet uses (`sessionStorage` by default). */
export type DevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What survives a page reload: whether the site was authorised, the account and the chain. */
export type DevWalletSession = {
  authorized: boolean
  accountIndex: number
  chainId: number
  /** Chains added after creation, so a reload can return to one of them. */
  addedChains: DevWalletChain[]
}

/** `sessionStorage` when the page has one and lets us use it; `undefined` elsewhere (Node). */
export function getDefaultDevWalletStorage(): DevWalletStorage | undefined {
  try {
    const storage = globalThis.sessionStorage
    if (!storage) return undefined
    storage.getItem('')
    return storage
  } catch {
    // Opaque origins (about:blank, sandboxed frames) throw on access.
    return undefined
  }
}

/** Reads a stored session, or `undefined` when there is none or it does not have the right shape. */
export function readDevWalletSession(
  storage: DevWalletStorage | undefined,
  key: string,
): DevWalletSession | undefined {
  if (!storage) return undefined
  let value: unknown
  try {
    value = JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const session = value as Record<string, unknown>
  if (
    typeof session.authorized !== 'boolean' ||
    !Number.isSafeInteger(session.accountIndex) ||
    !Number.isSafeInteger(session.chainId) ||
    !Array.isArray(session.addedChains)
  ) {
    return undefined
  }
  const addedChains = session.addedChains.filter(
    (chain): chain is DevWalletChain =>
      typeof chain === 'object' &&
      chain !== null &&
      Number.isSafeInteger(chain.id) &&
      typeof chain.name === 'string' &&
      typeof chain.rpcUrl === 'string',
  )
  return {
    authorized: session.authorized,
    accountIndex: session.accountIndex as number,
    chainId: session.chainId as number,
    addedChains,
  }
}

/** Stores the session; storage failures (quota, privacy modes) only cost the reload memory. */
export function writeDevWalletSession(
  storage: DevWalletStorage | undefined,
  key: string,
  session: DevWalletSession,
): void {
  try {
    storage?.setItem(key, JSON.stringify(session))
  } catch {}
}
