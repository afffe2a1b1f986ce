import { HeadlessWallets } from './components/HeadlessWallets.js'
import { HooksPanel } from './components/HooksPanel.js'
import { InstancePanel } from './components/InstancePanel.js'
import { WagmiPanel } from './components/WagmiPanel.js'
import { WalletButtonPanel } from './components/WalletButtonPanel.js'

export function App() {
  return (
    <>
      <header>
        <h1>AppKit example</h1>
        <nav aria-label="Wallet">
          <appkit-network-button />
          <appkit-button />
        </nav>
      </header>
      <main>
        <HooksPanel />
        <InstancePanel />
        <WagmiPanel />
        <HeadlessWallets />
        <WalletButtonPanel />
      </main>
    </>
  )
}
