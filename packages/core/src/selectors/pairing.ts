/** How long a new WalletConnect pairing is offered before a new one replaces it. */
export const pairingLifetimeMs = 4 * 60 * 1000

/** A pairing counts as expired this close to its expiry. */
export const pairingExpiryMarginMs = 10 * 1000

/** When a pairing created at `now` expires: 4 minutes ahead. */
export function getPairingExpiry(now: number = Date.now()): number {
  return now + pairingLifetimeMs
}

/** True when the pairing expires within 10 seconds (or already has), or has no expiry. */
export function isPairingExpired(expiresAt: number | undefined, now: number = Date.now()): boolean {
  return expiresAt === undefined || expiresAt - now <= pairingExpiryMarginMs
}
