import { startDevWalletInPage } from '@airlock/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { createConfig, useConnect, useConnectors, WagmiProvider } from 'wagmi'
import { localChain } from '../localChain.js'

// The floor: what a dapp gets with wagmi and a hand-made button, nothing else.
startDevWalletInPage()
const config = createConfig({ chains: [localChain], transports: { [localChain.id]: http() } })

function WalletList() {
  const connectors = useConnectors()
  const { connect } = useConnect()
  return (
    <ul>
      {connectors.map((connector) => (
        <li key={connector.uid}>
          <button type="button" data-wallet-row onClick={() => connect({ connector })}>
            {connector.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" id="connect" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? <WalletList /> : null}
    </>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
