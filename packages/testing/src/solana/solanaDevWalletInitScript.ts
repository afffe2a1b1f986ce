// Entry of the browser bundle (dist/solana-dev-wallet.iife.js), run as an init script before the
// page: registers Airlock Dev Wallet for Solana with the Wallet Standard.
import { registerWallet } from '@wallet-standard/wallet'
import {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevWallet,
} from './createSolanaDevWallet.js'

/** What the bundle reads from `window.__AIRLOCK_SOLANA_DEV_WALLET_CONFIG__` (plain JSON). */
export type SolanaDevWalletInitConfig = Omit<CreateSolanaDevWalletParameters, 'storage'> & {
  /** Keep the authorisation in memory only instead of `sessionStorage`. Default: false. */
  inMemory?: boolean | undefined
}

export type SolanaDevWalletWindow = {
  __AIRLOCK_SOLANA_DEV_WALLET_CONFIG__?: SolanaDevWalletInitConfig | undefined
  airlockSolanaDevWallet?: SolanaDevWallet | undefined
}

const scope = globalThis as unknown as SolanaDevWalletWindow & { top?: unknown; self?: unknown }
const config = scope.__AIRLOCK_SOLANA_DEV_WALLET_CONFIG__
if (config && scope.top === scope.self) {
  const dev = createSolanaDevWallet({
    ...config,
    storage: config.inMemory ? null : globalThis.sessionStorage,
  })
  scope.airlockSolanaDevWallet = dev
  registerWallet(dev.wallet as never)
}
