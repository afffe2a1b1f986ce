import { BitcoinAdapter } from '@airlock/adapter-bitcoin'
import { SolanaAdapter } from '@airlock/adapter-solana'
import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { createAppKit } from '@airlock/react'
import { bitcoin, mainnet, solana } from '@airlock/react/networks'

const projectId = 'local-dev'

// One adapter per namespace: eip155 (EVM), solana, bip122 (Bitcoin). The networks say which
// chains of each the modal offers.
export const appKit = createAppKit({
  adapters: [
    new WagmiAdapter({ networks: [mainnet], projectId }),
    new SolanaAdapter(),
    new BitcoinAdapter(),
  ],
  networks: [mainnet, solana, bitcoin],
  projectId,
})

// Each namespace has its own account: CAIP-10 ids such as `solana:5eykt4…:7S3P…`.
const solanaAccount = document.querySelector('#solana-account')
appKit.subscribeAccount((account) => {
  if (solanaAccount) solanaAccount.textContent = account.caipAddress ?? 'not connected'
}, 'solana')
