'use client'

// #if wagmi
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
// #endif
import type { ReactNode } from 'react'
// #if wagmi
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import { wagmiAdapter } from './appKit'
// #else
// Creates the Airlock instance (in the browser; on the server it makes no modal).
import './appKit'
// #endif
// #if wagmi

const queryClient = new QueryClient()

/**
 * wagmi's hooks (useConnection, useBalance…) read the connection made in Airlock's modal.
 * `cookies` holds wagmi's cookies from the request: the state stored there is the first render's.
 */
export function Providers({ children, cookies }: { children: ReactNode; cookies?: string }) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig, cookies)
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
// #else

export function Providers({ children }: { children: ReactNode }) {
  return children
}
// #endif
