// #if bitcoin
import { BitcoinAdapter } from '@airlock/adapter-bitcoin'
// #endif
// #if ethers
import { EthersAdapter } from '@airlock/adapter-ethers'
// #endif
// #if solana
import { SolanaAdapter } from '@airlock/adapter-solana'
// #endif
// #if wagmi
import { WagmiAdapter } from '@airlock/adapter-wagmi'
// #endif
import { createAppKit } from '{{bindingModule}}'
import {
  // #if server && evm
  airlockLocal,
  // #endif
  // #if bitcoin
  bitcoin,
  bitcoinRegtest,
  // #endif
  // #if evm
  mainnet,
  sepolia,
  // #endif
  // #if solana
  solana,
  solanaDevnet,
  // #endif
} from '{{networksModule}}'
// #if wagmi && next
import { cookieStorage, createStorage } from '@wagmi/core'
// #endif

// The project the Airlock server serves to pages on localhost (`npm run server` starts one on
// http://127.0.0.1:8787, the default `apiUrl`). In production, set `apiUrl` to your own server and
// use a project of your own: https://airlock.dev/docs/server/production
const projectId = 'local-dev'

/** The networks the modal offers; a wallet connects to the first one first. */
export const networks = [
  // #if server && evm
  // The local chain of the Airlock repository's `npm start` (anvil on http://127.0.0.1:8545).
  airlockLocal,
  // #endif
  // #if evm
  mainnet,
  sepolia,
  // #endif
  // #if solana
  solana,
  solanaDevnet,
  // #endif
  // #if bitcoin
  bitcoin,
  bitcoinRegtest,
  // #endif
] as const
// #if wagmi

// #if vue
/** Its `wagmiConfig` drives @wagmi/core's actions too: the modal and wagmi share one connection. */
// #else
/** Its `wagmiConfig` drives wagmi's own hooks too: the modal and wagmi share one connection. */
// #endif
export const wagmiAdapter = new WagmiAdapter({
  networks,
  projectId,
  // #if next
  // The connection is kept in a cookie, so the server renders the connected page after a reload.
  ssr: true,
  storage: createStorage({ storage: cookieStorage }),
  // #endif
})
// #endif

/** The Airlock instance: the modal, its state and the `<appkit-*>` elements. */
export const appKit = createAppKit({
  adapters: [
    // #if wagmi
    wagmiAdapter,
    // #endif
    // #if ethers
    new EthersAdapter({ networks }),
    // #endif
    // #if solana
    new SolanaAdapter(),
    // #endif
    // #if bitcoin
    new BitcoinAdapter(),
    // #endif
  ],
  networks,
  projectId,
})
