import { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@airlock/react'
import { useChainId, useConnection } from 'wagmi'

/** The same account read twice: through Airlock's hooks and through wagmi's own. */
export function AccountPanel() {
  const { open } = useAppKit()
  const { address, isConnected, status } = useAppKitAccount()
  const solanaAccount = useAppKitAccount({ namespace: 'solana' })
  const { caipNetwork } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const wagmiConnection = useConnection()
  const wagmiChainId = useChainId()

  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <dl>
        <dt>Status (Airlock)</dt>
        <dd data-testid="airlock-status">{status ?? 'disconnected'}</dd>
        <dt>Address (Airlock)</dt>
        <dd data-testid="airlock-address">{address ?? '—'}</dd>
        <dt>Network (Airlock)</dt>
        <dd data-testid="airlock-network">{caipNetwork?.name ?? '—'}</dd>
        <dt>Solana address (Airlock)</dt>
        <dd data-testid="airlock-solana-address">{solanaAccount.address ?? '—'}</dd>
        <dt>Address (wagmi)</dt>
        <dd data-testid="wagmi-address">{wagmiConnection.address ?? '—'}</dd>
        <dt>Chain id (wagmi)</dt>
        <dd data-testid="wagmi-chain">{wagmiChainId}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={() => open()}>
          Open modal
        </button>
        <button type="button" onClick={() => open({ view: 'Networks' })}>
          Choose network
        </button>
        <button type="button" onClick={() => open({ namespace: 'solana' })}>
          Connect a Solana wallet
        </button>
        {solanaAccount.isConnected ? (
          <button type="button" onClick={() => disconnect({ namespace: 'solana' })}>
            Disconnect Solana only
          </button>
        ) : null}
        {isConnected ? (
          <button type="button" onClick={() => disconnect()}>
            Disconnect from the dapp
          </button>
        ) : null}
      </div>
    </section>
  )
}
