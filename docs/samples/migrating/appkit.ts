import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { createAppKit } from '@airlock/react'
import { base, mainnet } from '@airlock/react/networks'

const networks = [mainnet, base] as const
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'my-project' })

createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet, base],
  projectId: 'my-project', // a project on your Airlock server
  apiUrl: 'https://airlock.example.com', // where @airlock/server runs
})
