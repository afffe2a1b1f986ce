import type { AdapterConnector } from '../adapter/types.js'
import type { Connector } from '../state/types.js'

/** Spec §3: 'Trust Wallet' is treated as 'Trust'. */
export function normalizeWalletName(name: string): string {
  return name === 'Trust Wallet' ? 'Trust' : name
}

/**
 * One list of connectors across namespaces (spec §3): multi-chain and auth connectors with the
 * same name merge into one under eip155 holding the others; so does one installed wallet that
 * announces itself on several namespaces (an EIP-6963 wallet and a Wallet Standard wallet of the
 * same name), shown once with its namespaces nested, as are the adapters' WalletConnect
 * connectors (one session spans their namespaces); a generic injected connector is dropped when
 * an announced (EIP-6963) wallet of the same namespace exists, or has its name or rdns; nothing
 * appears twice.
 */
export function mergeConnectors(
  byNamespace: Partial<Record<string, readonly AdapterConnector[]>>,
): Connector[] {
  const all = Object.values(byNamespace).flatMap((connectors) => connectors ?? [])
  const merged: Connector[] = []
  const mergeable = new Map<string, Connector>()

  for (const connector of all) {
    const name = normalizeWalletName(connector.name)
    if (connector.type === 'MULTI_CHAIN' || connector.type === 'AUTH') {
      const key = `${connector.type}:${name}`
      const existing = mergeable.get(key)
      if (existing) {
        existing.connectors = [...(existing.connectors ?? []), connector]
        continue
      }
      const entry: Connector = { ...connector, name, chain: 'eip155', connectors: [connector] }
      mergeable.set(key, entry)
      merged.push(entry)
      continue
    }
    // The WalletConnect connectors of several adapters share one session: one row too.
    if (connector.type === 'ANNOUNCED' || connector.type === 'WALLET_CONNECT') {
      const key = `${connector.type}:${name}`
      const existing = mergeable.get(key)
      const nested = existing?.connectors ?? (existing ? [withoutNested(existing)] : [])
      if (existing && !nested.some((other) => other.chain === connector.chain)) {
        existing.connectors = [...nested, connector]
        // The row stands for the wallet on every namespace; an eip155 one leads (spec §3).
        if (connector.chain === 'eip155') Object.assign(existing, { ...connector, name })
        continue
      }
      if (!existing) {
        const entry: Connector = { ...connector, name }
        mergeable.set(key, entry)
        merged.push(entry)
        continue
      }
    }
    merged.push({ ...connector, name })
  }

  const announced = merged.filter((connector) => connector.type === 'ANNOUNCED')
  const seen = new Set<string>()
  return merged.filter((connector) => {
    if (connector.type === 'INJECTED') {
      const duplicate = announced.some(
        (other) =>
          (other.chain === connector.chain ||
            other.connectors?.some((nested) => nested.chain === connector.chain)) &&
          (other.name === connector.name ||
            (connector.info?.rdns !== undefined && other.info?.rdns === connector.info.rdns) ||
            connector.id === 'injected'),
      )
      if (duplicate) return false
    }
    const key = `${connector.chain}:${connector.info?.rdns ?? connector.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function withoutNested(connector: Connector): AdapterConnector {
  const { connectors: _nested, ...rest } = connector
  return rest
}

/**
 * The per-namespace connectors behind the row that holds `connectorId` (one entry for a wallet on
 * a single namespace). Empty when no adapter reports it.
 */
export function getWalletConnectors(
  byNamespace: Partial<Record<string, readonly AdapterConnector[]>>,
  connectorId: string,
): readonly AdapterConnector[] {
  for (const entry of mergeConnectors(byNamespace)) {
    const nested = entry.connectors ?? [withoutNested(entry)]
    if (entry.id === connectorId || nested.some((connector) => connector.id === connectorId)) {
      return nested
    }
  }
  return []
}
