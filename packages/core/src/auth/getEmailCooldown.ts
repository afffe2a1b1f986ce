import type { AppKitStorage } from '../storage/types.js'
import { readLastEmailLoginTime } from './authStorage.js'
import { emailCooldownMs } from './constants.js'

/**
 * Whole seconds, rounded up, until another email login may be triggered (spec §5: 30 s after the
 * last one); 0 when one may be triggered now.
 */
export function getEmailCooldown(storage: AppKitStorage, now: number = Date.now()): number {
  const last = readLastEmailLoginTime(storage)
  if (last === undefined) return 0
  const left = last + emailCooldownMs - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}
