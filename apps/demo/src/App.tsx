import type { ReactNode } from 'react'
import { AccountPanel } from './AccountPanel.js'
import { AdapterSwitch } from './AdapterSwitch.js'
import { EventsPanel } from './EventsPanel.js'
import { LanguageSwitch } from './LanguageSwitch.js'
import { LocalChains } from './LocalChains.js'
import { SignInPanel } from './SignInPanel.js'
import { SolanaSignMessagePanel } from './SolanaSignMessagePanel.js'
import { TokenRequestsPanel } from './TokenRequestsPanel.js'

export function App({ panels }: { panels: ReactNode }) {
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
        <AdapterSwitch />
        <LanguageSwitch />
        <AccountPanel />
        <SignInPanel />
        {panels}
        <TokenRequestsPanel />
        <SolanaSignMessagePanel />
        <EventsPanel />
        <LocalChains />
      </main>
    </>
  )
}
