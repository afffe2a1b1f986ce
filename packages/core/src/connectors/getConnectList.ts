import type { ChainNamespace } from '../caip/types.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { ConnectorTypeOrder, CustomWallet } from '../options/types.js'
import type { AppKitState, Connector } from '../state/types.js'
import { mergeConnectors } from './mergeConnectors.js'

export type ConnectListItem =
  | { kind: 'connector'; section: ConnectorTypeOrder; connector: Connector; recent: boolean }
  | { kind: 'wallet'; section: ConnectorTypeOrder; wallet: CustomWallet }

export type GetConnectListParameters = {
  state: Pick<AppKitState, 'adapterConnectors' | 'recentWallets'>
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
 * Featured and recommended wallets come from the registry and are added by the registry view.
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
          if (connector && isEnabled(connector, options)) add(section, connector, true)
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
      default:
        // featured and recommended come from the wallet registry.
        break
    }
  }
  return items
}

function isEnabled(connector: Connector, options: GetConnectListParameters['options']): boolean {
  if (connector.type === 'ANNOUNCED') return options.enableEIP6963
  if (connector.type === 'INJECTED') return options.enableInjected
  return true
}
