import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { createAppKit } from '@airlock/react'
import { airlockLocal, airlockLocal2, base, mainnet } from '@airlock/react/networks'

/** The project id the local Airlock server knows out of the box. */
const projectId = import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'local-dev'

/** Local mode (the default): the dev wallet is in the page and the local chains come first. */
export const isLocalMode = import.meta.env.VITE_AIRLOCK_LOCAL !== 'false'

const networks = [airlockLocal, airlockLocal2, mainnet, base] as const

export const wagmiAdapter = new WagmiAdapter({ networks: [...networks], projectId })

const metadata = {
  name: 'Airlock Demo',
  description: 'A dapp that connects wallets with Airlock',
  url: typeof window === 'undefined' ? 'http://127.0.0.1:5173' : window.location.origin,
  icons: [],
}

/** The app's Airlock instance. */
export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  themeMode: 'light',
})
