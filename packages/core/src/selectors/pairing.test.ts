import { expect, it } from 'vitest'
import { getPairingExpiry, isPairingExpired } from './pairing.js'

it('a new pairing expires 4 minutes ahead and counts as expired within 10 seconds of that', () => {
  const now = 1_700_000_000_000
  const expiresAt = getPairingExpiry(now)
  expect(expiresAt - now).toBe(240_000)
  expect(isPairingExpired(expiresAt, now)).toBe(false)
  expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false)
  expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true)
  expect(isPairingExpired(expiresAt, expiresAt + 1)).toBe(true)
  expect(isPairingExpired(undefined, now)).toBe(true)
})
