import {
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useDisconnect,
  useWalletInfo,
} from '@airlock/react'
import { useState } from 'react'
import { localChainA, localChainB } from '../config.js'

type Eip1193Provider = { request: (arguments_: { method: string }) => Promise<unknown> }

/** AppKit's React hooks, each read once, with the actions they give. */
export function HooksPanel() {
  const { open } = useAppKit()
  const { address, isConnected, status } = useAppKitAccount()
  const { caipNetwork, chainId, switchNetwork } = useAppKitNetwork()
  const { open: isOpen } = useAppKitState()
  const { walletInfo } = useWalletInfo()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const { disconnect } = useDisconnect()
  const [providerChainId, setProviderChainId] = useState<string>()

  const other = chainId === localChainB.id ? localChainA : localChainB
  return (
    <section aria-labelledby="hooks-heading">
      <h2 id="hooks-heading">Hooks</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="hook-status">{status ?? 'unknown'}</dd>
        <dt>Connected</dt>
        <dd data-testid="hook-connected">{String(isConnected)}</dd>
        <dt>Address</dt>
        <dd data-testid="hook-address">{address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="hook-network">{caipNetwork?.name ?? '—'}</dd>
        <dt>Chain id</dt>
        <dd data-testid="hook-chain-id">{chainId ?? '—'}</dd>
        <dt>Wallet</dt>
        <dd data-testid="hook-wallet">{walletInfo?.name ?? '—'}</dd>
        <dt>Modal open</dt>
        <dd data-testid="hook-modal-open">{String(isOpen)}</dd>
        <dt>Provider chain id</dt>
        <dd data-testid="hook-provider-chain-id">{providerChainId ?? '—'}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={() => open()}>
          Open modal
        </button>
        <button type="button" onClick={() => open({ view: 'Networks' })}>
          Open networks
        </button>
        <button
          type="button"
          disabled={!isConnected}
          onClick={() => switchNetwork(other)}
        >{`Switch to ${other.name}`}</button>
        <button
          type="button"
          disabled={!walletProvider}
          onClick={async () => {
            const id = await walletProvider?.request({ method: 'eth_chainId' })
            setProviderChainId(String(Number(id)))
          }}
        >
          Ask the provider
        </button>
        <button type="button" disabled={!isConnected} onClick={() => disconnect()}>
          Disconnect
        </button>
      </div>
    </section>
  )
}
