import { useEffect, useState } from 'react'
import { modal } from '../appKit.js'
import { localChainA } from '../config.js'

type Reading = { address: string; chainId: string; connected: string }

/** The instance `createAppKit` returned: its getters, subscriptions and actions. */
export function InstancePanel() {
  const [reading, setReading] = useState<Reading>()
  const [modalOpen, setModalOpen] = useState(modal.getState().open)
  const [subscribedChainId, setSubscribedChainId] = useState(modal.getChainId())
  const [subscribedAddress, setSubscribedAddress] = useState(modal.getAddress())

  useEffect(() => {
    const unsubscribers = [
      modal.subscribeState((state) => setModalOpen(state.open)),
      modal.subscribeNetwork((network) => setSubscribedChainId(network.chainId)),
      modal.subscribeAccount((account) => setSubscribedAddress(account.address)),
    ]
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe()
    }
  }, [])

  return (
    <section aria-labelledby="instance-heading">
      <h2 id="instance-heading">Instance</h2>
      <dl>
        <dt>subscribeState: open</dt>
        <dd data-testid="instance-modal-open">{String(modalOpen)}</dd>
        <dt>subscribeNetwork: chain id</dt>
        <dd data-testid="instance-chain-id">{subscribedChainId ?? '—'}</dd>
        <dt>subscribeAccount: address</dt>
        <dd data-testid="instance-address">{subscribedAddress ?? '—'}</dd>
        <dt>getAddress()</dt>
        <dd data-testid="instance-get-address">{reading?.address ?? '—'}</dd>
        <dt>getChainId()</dt>
        <dd data-testid="instance-get-chain-id">{reading?.chainId ?? '—'}</dd>
        <dt>getIsConnectedState()</dt>
        <dd data-testid="instance-get-connected">{reading?.connected ?? '—'}</dd>
      </dl>
      <div className="actions">
        <button
          type="button"
          onClick={() =>
            setReading({
              address: modal.getAddress() ?? 'none',
              chainId: String(modal.getChainId() ?? 'none'),
              connected: String(modal.getIsConnectedState()),
            })
          }
        >
          Read the instance
        </button>
        <button type="button" onClick={() => modal.open()}>
          modal.open()
        </button>
        <button type="button" onClick={() => modal.switchNetwork(localChainA)}>
          {`modal.switchNetwork(${localChainA.name})`}
        </button>
        <button type="button" onClick={() => modal.disconnect()}>
          modal.disconnect()
        </button>
      </div>
    </section>
  )
}
