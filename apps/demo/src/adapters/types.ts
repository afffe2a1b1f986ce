import type { ChainAdapter } from '@airlock/react'
import type { ReactNode } from 'react'

/** What one adapter brings to the demo: the adapter, what wraps the app, and its own panels. */
export type DemoAdapter = {
  adapter: ChainAdapter
  Root: (props: { children: ReactNode }) => ReactNode
  /** Reads and signs through the adapter's library (wagmi's hooks, ethers' providers). */
  Panels: () => ReactNode
}
