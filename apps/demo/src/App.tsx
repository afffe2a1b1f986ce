import { AccountPanel } from './AccountPanel.js'
import { EventsPanel } from './EventsPanel.js'
import { LocalChains } from './LocalChains.js'
import { SignInPanel } from './SignInPanel.js'
import { SignMessagePanel } from './SignMessagePanel.js'

export function App() {
  return (
    <>
      <header className="topbar">
        <strong>Airlock demo</strong>
        <nav aria-label="Wallet">
          <appkit-network-button />
          <appkit-button />
        </nav>
      </header>
      <main>
        <h1>Airlock demo</h1>
        <p>A dapp wired to the local stack: two anvil chains and the Airlock packages.</p>
        <AccountPanel />
        <SignInPanel />
        <SignMessagePanel />
        <EventsPanel />
        <LocalChains />
      </main>
    </>
  )
}
