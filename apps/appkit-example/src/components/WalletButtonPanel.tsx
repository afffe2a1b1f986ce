import { useAppKitWallet } from '@airlock/react'

/** The wallet the page's dev wallet announces itself as (an app would name `metamask` and such). */
const wallet = 'Airlock Dev Wallet'

/** AppKit's wallet button hook (`@reown/appkit-wallet-button/react`): one wallet, no list. */
export function WalletButtonPanel() {
  const { connect, isPending, isSuccess, isError, error, data } = useAppKitWallet({
    namespace: 'eip155',
  })
  const status = isPending ? 'pending' : isError ? 'error' : isSuccess ? 'success' : 'idle'
  return (
    <section aria-labelledby="wallet-button-heading">
      <h2 id="wallet-button-heading">Wallet button</h2>
      <button type="button" disabled={isPending} onClick={() => connect(wallet)}>
        {`Connect ${wallet} directly`}
      </button>
      <dl>
        <dt>useAppKitWallet: status</dt>
        <dd data-testid="wallet-button-status">{status}</dd>
        <dt>useAppKitWallet: data.address</dt>
        <dd data-testid="wallet-button-address">{data?.address ?? ''}</dd>
      </dl>
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  )
}
