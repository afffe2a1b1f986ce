import { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@airlock/react'

/** The account through Airlock's hooks (the adapter's own library reads it in its panels). */
export function AccountPanel() {
  const { open } = useAppKit()
  const { address, isConnected, status } = useAppKitAccount()
  const solanaAccount = useAppKitAccount({ namespace: 'solana' })
  const bitcoinAccount = useAppKitAccount({ namespace: 'bip122' })
  const { caipNetwork } = useAppKitNetwork()
  const { disconnect } = useDisconnect()

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
        <dt>Bitcoin address (Airlock)</dt>
        <dd data-testid="airlock-bitcoin-address">{bitcoinAccount.address ?? '—'}</dd>
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
        <button type="button" onClick={() => open({ namespace: 'bip122' })}>
          Connect a Bitcoin wallet
        </button>
        {bitcoinAccount.isConnected ? (
          <button type="button" onClick={() => disconnect({ namespace: 'bip122' })}>
            Disconnect Bitcoin only
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
