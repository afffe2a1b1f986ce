import type { ChainNamespace } from '../caip/types.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { ConnectorTypeOrder, CustomWallet } from '../options/types.js'
import type { AppKitState, Connector } from '../state/types.js'
import type { RegistryWallet, WalletsState } from '../state/wallets.js'
import { mergeConnectors } from './mergeConnectors.js'

export type ConnectListItem =
  | { kind: 'connector'; section: ConnectorTypeOrder; connector: Connector; recent: boolean }
  | { kind: 'wallet'; section: ConnectorTypeOrder; wallet: CustomWallet }
  /**
   * A wallet of the server's registry that is not installed here; `recent` when the visitor
   * connected it lately (paired through WalletConnect from its own entry).
   */
  | { kind: 'registry'; section: ConnectorTypeOrder; wallet: RegistryWallet; recent?: true }

export type GetConnectListParameters = {
  state: Pick<AppKitState, 'adapterConnectors' | 'recentWallets'> & {
    /** Featured and recommended registry wallets, once loaded. */
    wallets?: Pick<WalletsState, 'featured' | 'recommended'> | undefined
  }
  options: Pick<
    ResolvedOptions,
    | 'features'
    | 'enableEIP6963'
    | 'enableInjected'
    | 'enableWalletConnect'
    | 'customWallets'
    | 'excludeWalletIds'
  >
  namespace?: ChainNamespace | undefined
}

/**
 * The wallets of the Connect view in `connectorTypeOrder` (spec §1 default: walletConnect, recent,
 * injected, featured, custom, external, recommended). A wallet shows once, in its first section.
 * Featured and recommended wallets come from the registry (`state.wallets`); one that is installed
 * (its rdns or id matches an announced or injected connector) shows as the installed connector.
 */
export function getConnectList({
  state,
  options,
  namespace,
}: GetConnectListParameters): ConnectListItem[] {
  const connectors = mergeConnectors(state.adapterConnectors).filter(
    (connector) =>
      !namespace ||
      connector.chain === namespace ||
      connector.connectors?.some((nested) => nested.chain === namespace),
  )
  const excluded = new Set(options.excludeWalletIds)
  const shown = new Set<string>()
  const items: ConnectListItem[] = []
  const add = (section: ConnectorTypeOrder, connector: Connector, recent = false) => {
    if (shown.has(connector.id) || (connector.explorerId && excluded.has(connector.explorerId)))
      return
    shown.add(connector.id)
    items.push({ kind: 'connector', section, connector, recent })
  }

  for (const section of options.features.connectorTypeOrder) {
    switch (section) {
      case 'walletConnect':
        if (options.enableWalletConnect) {
          for (const connector of connectors)
            if (connector.type === 'WALLET_CONNECT') add(section, connector)
        }
        break
      case 'recent':
        for (const recent of state.recentWallets) {
          const connector = connectors.find((candidate) => candidate.id === recent.id)
          if (connector) {
            if (isEnabled(connector, options)) add(section, connector, true)
            continue
          }
          // A registry wallet paired through WalletConnect: listed when the registry lists it.
          const wallet = [...(state.wallets?.featured ?? []), ...(state.wallets?.recommended ?? [])]
            .filter((candidate) => servesNamespace(candidate, namespace))
            .find((candidate) => candidate.id === recent.id)
          if (wallet && !shown.has(wallet.id) && !excluded.has(wallet.id)) {
            shown.add(wallet.id)
            items.push({ kind: 'registry', section, wallet, recent: true })
          }
        }
        break
      case 'injected':
        for (const connector of connectors) {
          if (
            (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') &&
            isEnabled(connector, options)
          ) {
            add(section, connector)
          }
        }
        break
      case 'custom':
        for (const wallet of options.customWallets) {
          if (!shown.has(wallet.id)) {
            shown.add(wallet.id)
            items.push({ kind: 'wallet', section, wallet })
          }
        }
        break
      case 'external':
        for (const connector of connectors) {
          if (connector.type === 'EXTERNAL' || connector.type === 'MULTI_CHAIN')
            add(section, connector)
        }
        break
      case 'featured':
      case 'recommended':
        for (const wallet of state.wallets?.[section] ?? []) {
          if (!servesNamespace(wallet, namespace)) continue
          const installed = findInstalledConnector(connectors, wallet)
          if (installed) {
            if (isEnabled(installed, options)) add(section, installed)
          } else if (!shown.has(wallet.id) && !excluded.has(wallet.id)) {
            shown.add(wallet.id)
            items.push({ kind: 'registry', section, wallet })
          }
        }
        break
    }
  }
  return items
}

/**
 * Whether a registry wallet serves `namespace` (any when none is given): it lists a chain of it.
 * The registry is asked for the namespace's chains alone; this keeps an answer for other chains
 * (another namespace's connect, a moment before it reloads) out of the list.
 */
export function servesNamespace(
  wallet: Pick<RegistryWallet, 'chains'>,
  namespace: ChainNamespace | undefined,
): boolean {
  return !namespace || wallet.chains.some((chain) => chain.startsWith(`${namespace}:`))
}

/**
 * The installed (announced or injected) connector of a registry wallet: same rdns, or the
 * connector names the wallet as its registry entry.
 */
export function findInstalledConnector(
  connectors: readonly Connector[],
  wallet: Pick<RegistryWallet, 'id' | 'rdns'>,
): Connector | undefined {
  return connectors.find(
    (connector) =>
      (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') &&
      ((wallet.rdns && (connector.info?.rdns ?? connector.id) === wallet.rdns) ||
        connector.explorerId === wallet.id),
  )
}

function isEnabled(connector: Connector, options: GetConnectListParameters['options']): boolean {
  if (connector.type === 'ANNOUNCED') return options.enableEIP6963
  if (connector.type === 'INJECTED') return options.enableInjected
  return true
}
