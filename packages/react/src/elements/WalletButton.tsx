import {
  type AdapterConnector,
  type AppKit,
  type AppKitState,
  type ChainNamespace,
  connect,
  openModal,
} from '@airlock/core'
import { useStore } from '@airlock/ui'

export type WalletButtonProps = {
  appKit: AppKit
  /**
   * The wallet, as AppKit names it: `walletConnect`, or a wallet such as `metamask` matched
   * against the connectors' ids, rdns and names (`io.metamask`, `MetaMask`).
   */
  wallet: string
  /** Only this namespace's connectors; default the active namespace's, then any. */
  namespace?: ChainNamespace | undefined
}

const simple = (value: string | undefined) => value?.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The connector AppKit's `wallet` names: by id, rdns (`io.metamask`) or simplified name. */
function findWalletConnector(
  state: AppKitState,
  wallet: string,
  namespace?: ChainNamespace | undefined,
): AdapterConnector | undefined {
  const wanted = simple(wallet)
  const lists = namespace
    ? [state.adapterConnectors[namespace]]
    : [
        state.activeNamespace ? state.adapterConnectors[state.activeNamespace] : undefined,
        ...Object.values(state.adapterConnectors),
      ]
  for (const list of lists) {
    const found = list?.find(
      (connector) =>
        connector.id === wallet ||
        simple(connector.name) === wanted ||
        connector.info?.rdns?.split('.').some((part) => simple(part) === wanted),
    )
    if (found) return found
  }
  return undefined
}

/**
 * AppKit's wallet button: connects one wallet directly, without the wallet list. An installed
 * wallet connects at once; `walletConnect`, or a wallet not found here, opens the modal on its
 * way to connect (the WalletConnect QR code, or the wallet list).
 */
export function WalletButton({ appKit, wallet, namespace }: WalletButtonProps) {
  const connector = useStore(appKit, (state) => findWalletConnector(state, wallet, namespace))
  const pending = useStore(
    appKit,
    (state) =>
      state.connection.status === 'pending' &&
      connector !== undefined &&
      state.connection.connectorId === connector.id,
  )
  const themeMode = useStore(appKit, (state) => state.theme.themeMode)
  const name = connector?.name ?? (wallet === 'walletConnect' ? 'WalletConnect' : wallet)
  const onClick = () => {
    if (connector) {
      connect(appKit, { connectorId: connector.id, namespace }).catch(() => {
        // The failure is in state and the events, as AppKit reports it.
      })
    } else if (wallet === 'walletConnect') {
      openModal(appKit, { view: 'ConnectingWalletConnect', namespace })
    } else {
      openModal(appKit, { namespace })
    }
  }
  return (
    <button
      type="button"
      className="airlock-button"
      data-theme={themeMode}
      data-wallet={wallet}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onClick}
    >
      {connector?.imageUrl ? (
        <img className="airlock-network-logo" src={connector.imageUrl} alt="" />
      ) : null}
      {name}
    </button>
  )
}
