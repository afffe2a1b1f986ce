import type { AppKitStorage } from '../storage/types.js'

/**
 * The auth connector's persisted keys (spec §3 "Persisted local keys"), under AppKit's
 * '@appkit-wallet/' prefix. None of them holds key material: the wallet's shares live in the
 * frame's own origin.
 */
export const authStorageKeys = {
  emailLoginUsed: '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  email: '@appkit-wallet/EMAIL',
  lastEmailLoginTime: '@appkit-wallet/LAST_EMAIL_LOGIN_TIME',
  socialUsername: '@appkit-wallet/SOCIAL_USERNAME',
  lastUsedChain: '@appkit-wallet/LAST_USED_CHAIN_KEY',
  preferredAccountType: '@appkit-wallet/PREFERRED_ACCOUNT_TYPE',
  smartAccountEnabled: '@appkit-wallet/SMART_ACCOUNT_ENABLED',
  smartAccountEnabledNetworks: '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
  sessionToken: '@appkit-wallet/SESSION_TOKEN_KEY',
} as const

// Read at page start (whether a login happened decides if the frame loads at all), so these
// checks are plain patterns rather than schemas that would weigh on every first load.
const chainIdPattern = /^[0-9]{1,20}$/
const timePattern = /^[0-9]{1,16}$/

/** The chain the embedded wallet used last; 1 when none is stored or the value is malformed. */
export function readLastUsedChain(storage: AppKitStorage): number {
  const raw = storage.getItem(authStorageKeys.lastUsedChain)
  return raw !== null && chainIdPattern.test(raw) ? Number(raw) : 1
}

/** When the last email login was triggered (ms since the epoch), if it was. */
export function readLastEmailLoginTime(storage: AppKitStorage): number | undefined {
  const raw = storage.getItem(authStorageKeys.lastEmailLoginTime)
  return raw !== null && timePattern.test(raw) ? Number(raw) : undefined
}

/** Whether a login through the frame happened on this site and was not signed out since. */
export function readEmailLoginUsed(storage: AppKitStorage): boolean {
  return storage.getItem(authStorageKeys.emailLoginUsed) === 'true'
}

/** The smart-account networks the frame reported (a comma list of chain ids). */
export function readSmartAccountEnabledNetworks(storage: AppKitStorage): number[] {
  const raw = storage.getItem(authStorageKeys.smartAccountEnabledNetworks) ?? ''
  return raw
    .split(',')
    .filter((value) => chainIdPattern.test(value))
    .map(Number)
}

/** A login succeeded (spec §4): remember it and its email, forget the pending login time. */
export function storeLogin(
  storage: AppKitStorage,
  { email, chainId }: { email?: string | null | undefined; chainId?: number | string | undefined },
): void {
  storage.setItem(authStorageKeys.emailLoginUsed, 'true')
  if (email) storage.setItem(authStorageKeys.email, email)
  if (chainId !== undefined) storage.setItem(authStorageKeys.lastUsedChain, String(chainId))
  storage.removeItem(authStorageKeys.lastEmailLoginTime)
}

/**
 * Spec §4: a disconnect, and a connection check that says "not connected" or fails, clear the
 * auth cache: every persisted key of the auth connector.
 */
export function clearAuthCache(storage: AppKitStorage): void {
  for (const key of Object.values(authStorageKeys)) storage.removeItem(key)
}
