import { closeModal, goBack } from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { NetworkList } from '../components/NetworkList.js'

/** The configured networks; choosing one switches to it and returns to where the visitor was. */
export function NetworksView({ appKit }: ViewProps) {
  return (
    <NetworkList
      appKit={appKit}
      onSwitched={() => {
        if (appKit.state.router.view !== 'Networks') return
        if (appKit.state.router.history.length > 1) goBack(appKit)
        else closeModal(appKit)
      }}
    />
  )
}
