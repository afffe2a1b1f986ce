import { startDevWalletInPage } from '@airlock/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App.js'
import './styles.css'
import { isLocalMode, wagmiAdapter } from './config.js'

// In local mode the Airlock Dev Wallet announces itself through EIP-6963 like an extension.
if (isLocalMode) startDevWalletInPage()

const queryClient = new QueryClient()
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
createRoot(container).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
