import type { ConnectMethod, Features } from '../options/types.js'

/**
 * The Connect view's ways to connect, in order: `features.connectMethodsOrder`, with the
 * passkey-first login placed by it when it names `passkey`, else beside email and social (after
 * whichever comes later; first without either) when `features.passkey` is on; left out when off.
 *
 * @example getConnectMethodsOrder({ ...features, passkey: true }) // ['email', 'social', 'passkey', 'wallet']
 */
export function getConnectMethodsOrder(
  features: Pick<Features, 'connectMethodsOrder' | 'passkey'>,
): ConnectMethod[] {
  const order = features.connectMethodsOrder.filter((method) => method !== 'passkey')
  if (!features.passkey) return order
  if (features.connectMethodsOrder.includes('passkey')) return [...features.connectMethodsOrder]
  const after = Math.max(order.indexOf('social'), order.indexOf('email'))
  return [...order.slice(0, after + 1), 'passkey', ...order.slice(after + 1)]
}
