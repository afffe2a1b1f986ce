import { getNamesForAddress, type NamesForAddressError } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'

export type FetchProfileNameParameters = { force?: boolean | undefined }

/** The connected eip155 account's name, or undefined when it holds none (or none is connected). */
export type FetchProfileNameReturnType = string | undefined

export type FetchProfileNameErrorType = NamesForAddressError

/** Names are kept 5 minutes per address (spec §9, "Cache: ENS name"). */
export const profileNameCacheMs = 300_000

type CachedName = { name: string | null; timestamp: number }

// Per instance, by lower-case address. Kept in memory: this code loads with the Account view, and
// a reload asks again once.
const caches = new WeakMap<AppKit, Map<string, CachedName>>()

/**
 * Looks up the name of the connected eip155 account (names are eip155 only) through the reverse
 * profile route into the account's `profileName`. The answer, a name or none, is cached per
 * address with a timestamp (spec §7) and reused for 5 minutes unless `force` is set. Without one,
 * `profileName` keeps what `fetchIdentity` found (an ENS name). A failed
 * lookup throws 'Error fetching names for address' and leaves `profileName` as it was.
 *
 * @example const name = await fetchProfileName(appKit) // 'alice.reown.id'
 */
export async function fetchProfileName(
  appKit: AppKit,
  { force = false }: FetchProfileNameParameters = {},
): Promise<FetchProfileNameReturnType> {
  const account = appKit.state.chains.eip155?.account
  const address = account?.address
  if (!account || !address) return undefined
  const cached = caches.get(appKit)?.get(address.toLowerCase())
  let name: string | null
  if (!force && cached && Date.now() - cached.timestamp < profileNameCacheMs) {
    name = cached.name
  } else {
    const records = await getNamesForAddress(appKit.api, { address, sender: address })
    name = records[0]?.name ?? null
    cacheProfileName(appKit, address, name)
  }
  // The account may have changed during the lookup.
  // Without a name here, the account keeps one the identity route found (ENS).
  if (account.address === address && name) account.profileName = name
  return name ?? undefined
}

/** Records the name of `address` (null for none) with the time, dropping entries past 5 minutes. */
export function cacheProfileName(appKit: AppKit, address: string, name: string | null): void {
  const now = Date.now()
  const cache = caches.get(appKit) ?? new Map<string, CachedName>()
  for (const [key, entry] of cache) {
    if (now - entry.timestamp >= profileNameCacheMs) cache.delete(key)
  }
  cache.set(address.toLowerCase(), { name, timestamp: now })
  caches.set(appKit, cache)
}

/** A name `address` registered or was found to hold in the last 5 minutes, if any. */
export function readCachedProfileName(appKit: AppKit, address: string): string | undefined {
  const entry = caches.get(appKit)?.get(address.toLowerCase())
  return entry && Date.now() - entry.timestamp < profileNameCacheMs
    ? (entry.name ?? undefined)
    : undefined
}
