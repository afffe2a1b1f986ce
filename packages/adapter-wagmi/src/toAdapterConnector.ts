import { type AdapterConnector, ID_AUTH } from '@airlock/core'
import type { Connector } from '@wagmi/core'

/**
 * Core's view of a wagmi connector. A connector wagmi made from an EIP-6963 announcement (its id
 * is the announced rdns) is `ANNOUNCED`, with the announced icon; wagmi's generic `injected()`
 * and other injected targets are `INJECTED`; anything else is `EXTERNAL`.
 *
 * @example toAdapterConnector(connector, new Set(['io.metamask']))
 */
export function toAdapterConnector(
  connector: Connector,
  announcedRdns: ReadonlySet<string>,
): AdapterConnector {
  const base = { id: connector.id, name: connector.name, chain: 'eip155' as const }
  // The embedded wallet of an email login: core lists it as the auth connector, not a wallet.
  if (connector.id === ID_AUTH) return { ...base, type: 'AUTH' }
  if (announcedRdns.has(connector.id)) {
    return {
      ...base,
      type: 'ANNOUNCED',
      imageUrl: connector.icon,
      info: { rdns: connector.id },
    }
  }
  if (connector.type === 'walletConnect') {
    return { ...base, name: 'WalletConnect', type: 'WALLET_CONNECT' }
  }
  if (connector.type === 'injected') {
    return { ...base, type: 'INJECTED', ...(connector.icon ? { imageUrl: connector.icon } : {}) }
  }
  return { ...base, type: 'EXTERNAL', ...(connector.icon ? { imageUrl: connector.icon } : {}) }
}
