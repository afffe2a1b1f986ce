import { useAppKitAccount } from '@airlock/react'

export function App() {
  const { address } = useAppKitAccount()
  return (
    <main>
      <h1>Your Airlock dapp</h1>
      <appkit-button />
      <p>
        Connected address:{' '}
        <output aria-label="Connected address">{address ?? 'not connected'}</output>
      </p>
    </main>
  )
}
