import { useAppKitWallets, type WalletItem } from '@airlock/react'
import { useState } from 'react'

/** AppKit's headless API: the app draws its own wallet list and connects by wallet. */
export function HeadlessWallets() {
  const { wallets, connect, connectingWallet, isInitialized } = useAppKitWallets()
  const [error, setError] = useState<string>()

  const onConnect = async (wallet: WalletItem) => {
    setError(undefined)
    try {
      await connect(wallet)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }

  return (
    <section aria-labelledby="headless-heading">
      <h2 id="headless-heading">Your own wallet list</h2>
      {isInitialized ? null : <p>Loading wallets…</p>}
      <ul aria-label="Wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => onConnect(wallet)}>
              {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" width={20} height={20} /> : null}
              {`Connect ${wallet.name}`}
            </button>
          </li>
        ))}
      </ul>
      {connectingWallet ? <p role="status">{`Connecting ${connectingWallet.name}…`}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
