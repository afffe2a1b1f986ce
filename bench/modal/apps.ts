import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// The apps bench/modal installs with npm and builds with one Vite config. Each is the library's
// canonical React setup from its own docs, on the same two networks (a local chain and mainnet),
// with a "Connect Wallet" button; the wallet is announced by an init script, never bundled.

export type BenchApp = {
  name: string
  /** Column title in the table. */
  label: string
  dependencies: Record<string, string>
  /** src/main.tsx */
  main: string
  /** Whether the app uses our packed packages (added to `dependencies` by the runner). */
  airlock?: boolean
  /**
   * Whether the connect and account flows are measured too: connected, a button shows the short
   * address (`0xf39F…2266`); clicking it shows a "Disconnect" button.
   */
  flows?: boolean
}

export const rpcUrl = 'http://127.0.0.1:8545'
const projectId = 'local-dev'

const react19 = { react: '19.3.1', 'react-dom': '19.3.1' }
const react18 = { react: '18.3.1', 'react-dom': '18.3.1' }
const wagmi3 = { wagmi: '3.7.7', '@wagmi/core': '3.6.5', viem: '2.57.20' }
const wagmi2 = { wagmi: '2.19.5', '@wagmi/core': '2.22.1', viem: '2.57.20' }
const query = { '@tanstack/react-query': '5.108.0' }

const localChain = `{
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } },
} as const`

const mount = (app: string) => `const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(
  <StrictMode>
    ${app}
  </StrictMode>,
)
`

const source = (file: string) => readFileSync(join(import.meta.dirname, 'apps', file), 'utf8')

/** The floor: wagmi and React with a hand-made button that lists wagmi's connectors. */
const floorMain = source('floor.tsx')

/** AppKit's canonical setup, written once: Airlock's app with only the import paths changed. */
const airlockMain = source('airlock.tsx')
/**
 * The same app, its modal also loaded when the page is quiet and idle (`preload: 'idle'`), not only
 * on the visitor's intent (the default).
 */
const airlockIdleMain = airlockMain.replace(
  'features: { analytics: false },',
  "features: { analytics: false },\n  preload: 'idle',",
)
const appKitMain = airlockMain
  .replace("from '@airlock/react'", "from '@reown/appkit/react'")
  .replace("from '@airlock/react/networks'", "from '@reown/appkit/networks'")
  .replace("from '@airlock/adapter-wagmi'", "from '@reown/appkit-adapter-wagmi'")

const rainbowKitMain = `import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const local = ${localChain}
const config = getDefaultConfig({
  appName: 'Bench',
  projectId: ${JSON.stringify(projectId)},
  chains: [local, mainnet],
})
const queryClient = new QueryClient()

${mount(`<WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>`)}`

const connectKitMain = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const local = ${localChain}
const config = createConfig(
  getDefaultConfig({
    chains: [local, mainnet],
    transports: { [local.id]: http(), [mainnet.id]: http() },
    walletConnectProjectId: ${JSON.stringify(projectId)},
    appName: 'Bench',
  }),
)
const queryClient = new QueryClient()

${mount(`<WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <ConnectKitButton />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>`)}`

const onboardMain = `import injectedModule from '@web3-onboard/injected-wallets'
import { init, useConnectWallet } from '@web3-onboard/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

init({
  wallets: [injectedModule()],
  chains: [
    { id: '0x7a69', token: 'ETH', label: 'Local', rpcUrl: ${JSON.stringify(rpcUrl)} },
    { id: '0x1', token: 'ETH', label: 'Ethereum', rpcUrl: 'https://eth.merkle.io' },
  ],
  appMetadata: { name: 'Bench', description: 'bench/modal' },
})

function App() {
  const [, connect] = useConnectWallet()
  return (
    <button type="button" onClick={() => void connect()}>
      Connect Wallet
    </button>
  )
}

${mount('<App />')}`

export const benchApps: BenchApp[] = [
  {
    name: 'floor',
    label: 'bare wagmi 3 + React 19, hand-made button',
    dependencies: { ...react19, ...wagmi3, ...query },
    main: floorMain,
    flows: true,
  },
  {
    name: 'airlock',
    label: '**Airlock** (React 19)',
    dependencies: { ...react19, ...wagmi3, ...query },
    main: airlockMain,
    airlock: true,
    flows: true,
  },
  {
    name: 'airlock-idle',
    label: "Airlock, preload: 'idle' (React 19)",
    dependencies: { ...react19, ...wagmi3, ...query },
    main: airlockIdleMain,
    airlock: true,
    flows: true,
  },
  {
    name: 'airlock-react18',
    label: 'Airlock (React 18)',
    dependencies: { ...react18, ...wagmi3, ...query },
    main: airlockMain,
    airlock: true,
    flows: true,
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit 2.2 (wagmi 2, React 19)',
    dependencies: { ...react19, ...wagmi2, ...query, '@rainbow-me/rainbowkit': '2.2.11' },
    main: rainbowKitMain,
  },
  {
    name: 'appkit',
    label: 'AppKit 1.8 (wagmi 3, React 19)',
    dependencies: {
      ...react19,
      ...wagmi3,
      ...query,
      '@reown/appkit': '1.8.24',
      '@reown/appkit-adapter-wagmi': '1.8.24',
    },
    main: appKitMain,
  },
  {
    name: 'connectkit',
    label: 'ConnectKit 1.9 (wagmi 2, React 18)',
    dependencies: { ...react18, ...wagmi2, ...query, connectkit: '1.9.2' },
    main: connectKitMain,
  },
  {
    name: 'web3-onboard',
    label: 'Web3-Onboard 2.24 (React 19)',
    dependencies: {
      ...react19,
      '@web3-onboard/core': '2.24.1',
      '@web3-onboard/react': '2.11.0',
      '@web3-onboard/injected-wallets': '2.11.3',
    },
    main: onboardMain,
  },
]

/** The same build tools for every app. */
export const buildDependencies = { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' }

export const viteConfig = `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()], logLevel: 'warn', build: { target: 'es2022' } })
`

export const indexHtml = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>bench/modal</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`
