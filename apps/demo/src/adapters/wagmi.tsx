import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useChainId, useConnection, WagmiProvider } from 'wagmi'
import { evmNetworks, projectId, relayUrl } from '../config.js'
import type { DemoAdapter } from './types.js'
import { WagmiSendCallsPanel } from './WagmiSendCallsPanel.js'
import { WagmiSendTransactionPanel } from './WagmiSendTransactionPanel.js'
import { WagmiSignMessagePanel } from './WagmiSignMessagePanel.js'
import { WagmiUpgradeAccountPanel } from './WagmiUpgradeAccountPanel.js'

const adapter = new WagmiAdapter({
  networks: [...evmNetworks],
  projectId,
  walletConnect: { relayUrl },
})
const queryClient = new QueryClient()

function Root({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={adapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

/** The same account read through wagmi's own hooks. */
function WagmiAccountPanel() {
  const connection = useConnection()
  const chainId = useChainId()
  return (
    <section aria-labelledby="wagmi-heading">
      <h2 id="wagmi-heading">Through wagmi</h2>
      <dl>
        <dt>Address (wagmi)</dt>
        <dd data-testid="wagmi-address">{connection.address ?? '—'}</dd>
        <dt>Chain id (wagmi)</dt>
        <dd data-testid="wagmi-chain">{chainId}</dd>
      </dl>
    </section>
  )
}

export const demoAdapter: DemoAdapter = {
  adapter,
  Root,
  Panels: () => (
    <>
      <WagmiAccountPanel />
      <WagmiSignMessagePanel />
      <WagmiSendTransactionPanel />
      <WagmiSendCallsPanel />
      <WagmiUpgradeAccountPanel />
    </>
  ),
}
