import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { createAppKit } from '@airlock/react'
import { base, mainnet } from '@airlock/react/networks'

const networks = [mainnet, base] as const
// `local-dev` is the project `npx @airlock/server` serves to pages on localhost.
const projectId = 'local-dev'

export const wagmiAdapter = new WagmiAdapter({ networks, projectId })

// Once, outside components: makes the instance and appends the modal to the page.
export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  apiUrl: 'http://127.0.0.1:8787', // where airlock-server runs (this is the default)
  metadata: {
    name: 'My dapp',
    description: 'My dapp',
    url: 'http://localhost:5173',
    icons: [],
  },
})
