// RainbowKit: getDefaultConfig + <RainbowKitProvider> + <ConnectButton />.
// Airlock: createAppKit once, then <appkit-button /> (or <AppKitButton />) and the hooks.
import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { AppKitButton, createAppKit, useAppKit } from '@airlock/react'
import { base, mainnet } from '@airlock/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'

const networks = [mainnet, base] as const
const projectId = 'local-dev'
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
createAppKit({ adapters: [wagmiAdapter], networks, projectId, themeMode: 'dark' })

const queryClient = new QueryClient()

// Keep WagmiProvider and QueryClientProvider if the app uses wagmi's hooks; RainbowKitProvider goes.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

export function Header() {
  // useConnectModal().openConnectModal → useAppKit().open
  const { open } = useAppKit()
  return (
    <nav>
      <AppKitButton />
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Networks
      </button>
    </nav>
  )
}
