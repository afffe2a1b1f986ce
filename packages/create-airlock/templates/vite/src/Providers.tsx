// #if wagmi
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { wagmiAdapter } from './appKit'

const queryClient = new QueryClient()

/** wagmi's hooks (useConnection, useBalance…) read the connection made in Airlock's modal. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
// #endif
