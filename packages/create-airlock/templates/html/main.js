// @ts-check
import { createAppKit } from '@airlock/html'
import {
  // #if server
  airlockLocal,
  // #endif
  mainnet,
  sepolia,
} from '@airlock/html/networks'
import { WagmiAdapter } from '@airlock/html/wagmi'

// The project the Airlock server serves to pages on localhost (`npm run server` starts one on
// http://127.0.0.1:8787, the default `apiUrl`). In production, set `apiUrl` to your own server and
// use a project of your own: https://airlock.dev/docs/server/production
const projectId = 'local-dev'

/** The networks the modal offers; a wallet connects to the first one first. */
const networks = /** @type {const} */ ([
  // #if server
  // The local chain of the Airlock repository's `npm start` (anvil on http://127.0.0.1:8545).
  airlockLocal,
  // #endif
  mainnet,
  sepolia,
])

// Appends the modal to the page and registers <appkit-button> and the other elements.
const appKit = createAppKit({
  adapters: [new WagmiAdapter({ networks: [...networks], projectId })],
  networks,
  projectId,
})

const output = document.querySelector('output[aria-label="Connected address"]')
appKit.subscribeAccount(({ address, isConnected }) => {
  if (output) output.textContent = isConnected && address ? address : 'not connected'
})
