import { closeModal, goBack, openModal, pushView, selectIsConnected } from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { NetworkList } from '../components/NetworkList.js'
import { text } from '../i18n/text.js'

/**
 * The configured networks of every namespace; choosing one switches to it and returns to where
 * the visitor was. A network of a namespace with no wallet yet, while another namespace is
 * connected, leads to that namespace's wallets (spec §4 "Active chain switching"). Under the list,
 * "What is a network?" opens the network guide (AppKit's `WhatIsANetwork`).
 */
export function NetworksView({ appKit }: ViewProps) {
  return (
    <div className="stack">
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
      <p className="center">
        <button
          type="button"
          className="text-button"
          onClick={() => pushView(appKit, { view: 'WhatIsANetwork' })}
        >
          {text(appKit, 'whatIsANetwork')}
        </button>
      </p>
    </div>
  )
}
