import { closeModal, goBack, openModal, selectIsConnected } from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { NetworkList } from '../components/NetworkList.js'

/**
 * The configured networks of every namespace; choosing one switches to it and returns to where
 * the visitor was. A network of a namespace with no wallet yet, while another namespace is
 * connected, leads to that namespace's wallets (spec §4 "Active chain switching").
 */
export function NetworksView({ appKit }: ViewProps) {
  return (
    <NetworkList
      appKit={appKit}
      onSwitched={(network) => {
        if (appKit.state.router.view !== 'Networks') return
        const namespace = network.chainNamespace
        if (
          appKit.state.chains[namespace]?.account.status !== 'connected' &&
          selectIsConnected(appKit.state)
        ) {
          openModal(appKit, { view: 'Connect', namespace })
          return
        }
        if (appKit.state.router.history.length > 1) goBack(appKit)
        else closeModal(appKit)
      }}
    />
  )
}
