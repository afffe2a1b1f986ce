import { ConnectedAddress } from '../ConnectedAddress'

export default function Home() {
  return (
    <main>
      <h1>Your Airlock dapp</h1>
      <appkit-button />
      <ConnectedAddress />
    </main>
  )
}
