// AppKit's canonical React + wagmi setup with only the import paths changed (bench/modal's AppKit
// app is this file with @reown's paths put back).

import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { createAppKit } from '@airlock/react'
import { defineChain, mainnet } from '@airlock/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const queryClient = new QueryClient()
const projectId = 'local-dev'
const local = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const networks: [typeof local, typeof mainnet] = [local, mainnet]
const metadata = { name: 'Bench', description: 'bench/modal', url: location.origin, icons: [] }

const wagmiAdapter = new WagmiAdapter({ networks, projectId })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: { analytics: false },
})

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
