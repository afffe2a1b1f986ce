import type { AppKit } from '../createAppKit.js'

/**
 * Sets the client id the instance's requests to the Airlock server carry as `clientId` (AppKit's
 * `setClientId`, which names the WalletConnect client); null stops sending one. Every holder of
 * the instance's client (the adapters among them) sends it from the next request.
 *
 * @example setClientId(appKit, { clientId: '2b4c…' })
 */
export function setClientId(appKit: AppKit, { clientId }: { clientId: string | null }): void {
  ;(appKit.api as { clientId: string | undefined }).clientId = clientId ?? undefined
}
