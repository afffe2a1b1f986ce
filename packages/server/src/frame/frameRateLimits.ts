import type { Limiter } from './createLimiter.js'
import { FrameRateLimitedApiError } from './frameErrors.js'
import type { FrameLimit } from './frameOptions.js'

/** Counts one use against `rule`; over it, 'Too many requests' with the time to wait. */
export async function limit(limiter: Limiter, key: string, rule: FrameLimit): Promise<void> {
  const result = await limiter.hit(key, rule.max, rule.windowMs)
  if (!result.ok) throw new FrameRateLimitedApiError(result.retryAfterMs)
}

/**
 * Counts `address` once per window against the client's budget of distinct addresses: a visitor
 * retrying their own address costs nothing, a client probing which addresses hold wallets runs out.
 */
export async function limitAddresses(
  limiter: Limiter,
  ip: string,
  address: string,
  rule: FrameLimit,
): Promise<void> {
  const seenKey = `start-ip-address:${ip}:${address}`
  const first = await limiter.claim(seenKey, rule.windowMs)
  if (!first.ok) return
  const counted = await limiter.hit(`start-ip-addresses:${ip}`, rule.max, rule.windowMs)
  if (counted.ok) return
  await limiter.release(seenKey)
  throw new FrameRateLimitedApiError(counted.retryAfterMs)
}
