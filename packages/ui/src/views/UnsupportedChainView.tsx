import { closeModal } from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { NetworkList } from '../components/NetworkList.js'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { disconnectAndClose } from '../navigation/disconnectAndClose.js'

/** The wallet is on a network the app does not support: switch to a configured one, or leave. */
export function UnsupportedChainView({ appKit }: ViewProps) {
  return (
    <div className="stack">
      <p className="muted center">{text(appKit, 'unsupportedChainDescription')}</p>
      <NetworkList
        appKit={appKit}
        onSwitched={() => {
          if (appKit.state.router.view === 'UnsupportedChain') closeModal(appKit)
        }}
      />
      <button type="button" className="row" onClick={() => disconnectAndClose(appKit)}>
        <span className="logo round" aria-hidden="true">
          <Icon name="disconnect" />
        </span>
        <span className="row-label">{text(appKit, 'disconnect')}</span>
      </button>
    </div>
  )
}
