import {
  type AppKit,
  type CaipNetwork,
  getErrorMessageKey,
  getNetworkImageUrl,
  showToast,
  switchNetwork,
} from '@airlock/core'
import { useState } from 'react'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { useStore } from '../store/useStore.js'
import { Logo } from './Logo.js'

export type NetworkListProps = {
  appKit: AppKit
  /** Called after the wallet (or, disconnected, the modal) moved to the chosen network. */
  onSwitched: (network: CaipNetwork) => void
}

/**
 * The configured networks as a list of buttons; the active one is marked `aria-current`. Choosing
 * one switches to it; a failure shows an error toast.
 */
export function NetworkList({ appKit, onSwitched }: NetworkListProps) {
  const currentId = useStore(appKit, (state) =>
    state.unsupportedChain ? undefined : state.activeNetworkId,
  )
  const [pendingId, setPendingId] = useState<string | undefined>()
  const choose = async (network: CaipNetwork) => {
    setPendingId(network.caipNetworkId)
    try {
      await switchNetwork(appKit, { network })
      onSwitched(network)
    } catch (error) {
      showToast(appKit, { message: text(appKit, getErrorMessageKey(error)), variant: 'error' })
    } finally {
      setPendingId(undefined)
    }
  }
  return (
    <ul className="stack" aria-label={text(appKit, 'networks')}>
      {appKit.options.networks.map((network) => {
        const current = network.caipNetworkId === currentId
        const pending = network.caipNetworkId === pendingId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-current={current ? 'true' : undefined}
              aria-busy={pending || undefined}
              onClick={() => void choose(network)}
            >
              <Logo src={getNetworkImageUrl(appKit, network)} name={network.name} round />
              <span className="row-label">{network.name}</span>
              {pending ? (
                <span className="spinner" aria-hidden="true" />
              ) : current ? (
                <Icon name="check" />
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
