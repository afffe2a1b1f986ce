/** How long the client keeps answers (spec §9), in milliseconds. */
export const cacheTimes = {
  portfolioBalance: 30_000,
  nativeBalance: 30_000,
  identity: 5 * 60_000,
  ensName: 5 * 60_000,
} as const

/** After a failed token-balance fetch, calls within this window return an empty list. */
export const tokenBalanceRetryLockMs = 30_000

/** Transport defaults (spec §7). */
export const transportDefaults = {
  timeout: 10_000,
  retryCount: 3,
  retryDelay: 150,
} as const

/** HTTP statuses that are worth another attempt. */
export const retryableStatuses: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]

/** Version sent as `sv` when the caller gives none. */
export const blockchainApiVersion = '0.1.0'
