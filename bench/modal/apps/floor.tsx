// The floor: wagmi and React with a hand-made button listing wagmi's connectors, and once
// connected a hand-made account button (the short address) that shows a Disconnect button. No
// code of ours.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import {
  createConfig,
  useAccount,
  useConnect,
  useConnectors,
  useDisconnect,
  WagmiProvider,
} from 'wagmi'

const local = {
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const
const config = createConfig({
  chains: [local, mainnet],
  transports: { [local.id]: http(), [mainnet.id]: http() },
})
const queryClient = new QueryClient()

function WalletList() {
  const connectors = useConnectors()
  const { connect } = useConnect()
  return (
    <ul>
      {connectors.map((connector) => (
        <li key={connector.uid}>
          <button type="button" onClick={() => connect({ connector })}>
            {connector.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function Account({ address }: { address: string }) {
  const [open, setOpen] = useState(false)
  const { disconnect } = useDisconnect()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {`${address.slice(0, 4)}…${address.slice(-4)}`}
      </button>
      {open ? (
        <button type="button" onClick={() => disconnect()}>
          Disconnect
        </button>
      ) : null}
    </>
  )
}

function App() {
  const [open, setOpen] = useState(false)
  const { address } = useAccount()
  if (address) return <Account address={address} />
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? <WalletList /> : null}
    </>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
