import { useAppKit, useAppKitAccount, useAppKitNetwork } from '@airlock/react'
import './appKit.js'

export function App() {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  return (
    <header>
      {/* Connect Wallet; once connected, the balance and address. */}
      <appkit-button />
      {isConnected ? (
        <p>
          {address} on {caipNetworkId}
        </p>
      ) : (
        <button type="button" onClick={() => open({ view: 'Connect' })}>
          Sign in
        </button>
      )}
    </header>
  )
}
