// The wagmi config of an AppKit app (AppKit's react-wagmi example's `config/index.tsx`). Moving it
// to Airlock changed the import paths only: `@reown/appkit-adapter-wagmi` → `@airlock/adapter-wagmi`,
// `@reown/appkit/networks` → `@airlock/react/networks`.
import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { type AppKitNetwork, defineChain } from '@airlock/react/networks'

/** The local server knows `local-dev`; on Reown this was the Cloud project id. */
export const projectId = import.meta.env.VITE_PROJECT_ID || 'local-dev'

/** The local stack's two anvil chains (`npm start`), as an AppKit app defines a custom network. */
export const localChainA = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local Chain A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

export const localChainB = defineChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Local Chain B',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

export const networks = [localChainA, localChainB] as [AppKitNetwork, ...AppKitNetwork[]]

export const metadata = {
  name: 'AppKit example',
  description: 'An AppKit app on wagmi 2, running on Airlock',
  url: typeof window === 'undefined' ? 'http://127.0.0.1:5174' : window.location.origin,
  icons: [],
}

export const wagmiAdapter = new WagmiAdapter({ projectId, networks })

export const config = wagmiAdapter.wagmiConfig
