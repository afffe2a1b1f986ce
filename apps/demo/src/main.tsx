import { startDevWalletInPage } from '@airlock/testing'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import './styles.css'
import { adapterKind, createDemoAppKit, isLocalMode } from './config.js'

// In local mode the Airlock Dev Wallet announces itself through EIP-6963 like an extension.
if (isLocalMode) startDevWalletInPage()

// Only the chosen adapter (and its library) is fetched: each is its own chunk.
const loaders = {
  wagmi: () => import('./adapters/wagmi.js'),
  ethers: () => import('./adapters/ethers.js'),
  ethers5: () => import('./adapters/ethers5.js'),
}
const { demoAdapter } = await loaders[adapterKind]()
createDemoAppKit(demoAdapter.adapter)

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
const { Root, Panels } = demoAdapter
createRoot(container).render(
  <StrictMode>
    <Root>
      <App panels={<Panels />} />
    </Root>
  </StrictMode>,
)
