import {
  type AppKit,
  type CaipNetwork,
  getErrorMessageKey,
  getNetworkImageUrl,
  showToast,
  switchNetwork,
} from '@airlock/core'
import { useId, useState } from 'react'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { useStore } from '../store/useStore.js'
import { Logo } from './Logo.js'

export type NetworkListProps = {
  appKit: AppKit
  /** Called after the wallet (or, disconnected, the modal) moved to the chosen network. */
  onSwitched: (network: CaipNetwork) => void
}

/** Each namespace's ecosystem, as the network list heads its group. */
const ecosystems: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  tron: 'TRON',
}

/**
 * The configured networks as a list of buttons, grouped by ecosystem (EVM, Solana, Bitcoin, TRON, each
 * under its name) when there are several; the active one is marked `aria-current`. Choosing one
 * switches to it; a failure shows an error toast.
 */
export function NetworkList({ appKit, onSwitched }: NetworkListProps) {
  const groupId = useId()
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
  const row = (network: CaipNetwork) => {
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
  }
  const groups: Record<string, CaipNetwork[]> = {}
  for (const network of appKit.options.networks) {
    groups[network.chainNamespace] = [...(groups[network.chainNamespace] ?? []), network]
  }
  const ecosystemsShown = Object.entries(groups)
  return (
    <ul className="stack" aria-label={text(appKit, 'networks')}>
      {ecosystemsShown.length < 2
        ? appKit.options.networks.map(row)
        : ecosystemsShown.map(([namespace, networks]) => (
            <li key={namespace}>
              <h3 className="list-title" id={groupId + namespace}>
                {ecosystems[namespace] ?? namespace}
              </h3>
              <ul className="stack" aria-labelledby={groupId + namespace}>
                {networks.map(row)}
              </ul>
            </li>
          ))}
    </ul>
  )
}
