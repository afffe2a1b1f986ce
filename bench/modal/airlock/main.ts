import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { createAppKit } from '@airlock/react'
import { airlockLocal } from '@airlock/react/networks'
import { startDevWalletInPage } from '@airlock/testing'

// The minimal Airlock app: createAppKit, the wagmi adapter and <appkit-button>.
startDevWalletInPage()
const networks = [airlockLocal] as const
createAppKit({
  adapters: [new WagmiAdapter({ networks: [...networks], projectId: 'local-dev' })],
  networks,
  projectId: 'local-dev',
})
