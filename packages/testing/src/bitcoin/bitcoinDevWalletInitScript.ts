// Entry of the browser bundle (dist/bitcoin-dev-wallet.iife.js), run as an init script before the
// page: offers Airlock Dev Wallet for Bitcoin through the Wallet Standard and sats-connect.
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import {
  type BitcoinDevWallet,
  type BitcoinDevWalletNetwork,
  createBitcoinDevWallet,
} from './createBitcoinDevWallet.js'

/** What the bundle reads from `window.__AIRLOCK_BITCOIN_DEV_WALLET_CONFIG__` (plain JSON). */
export type BitcoinDevWalletInitConfig = {
  /** Which of `bitcoinDevAccounts` the wallet holds. Default: 0 (funded on the regtest node). */
  accountIndex?: number | undefined
  /** The server's Esplora-compatible API of regtest, for sats-connect's `broadcast: true`. */
  esploraUrl?: string | undefined
  projectId?: string | undefined
  /** The networks the wallet serves, the first active at start. Default: regtest and testnet. */
  networks?: BitcoinDevWalletNetwork[] | undefined
  /** Keep the connection in memory only instead of `sessionStorage`. Default: false. */
  inMemory?: boolean | undefined
}

export type BitcoinDevWalletWindow = {
  __AIRLOCK_BITCOIN_DEV_WALLET_CONFIG__?: BitcoinDevWalletInitConfig | undefined
  airlockBitcoinDevWallet?: BitcoinDevWallet | undefined
}

const scope = globalThis as unknown as BitcoinDevWalletWindow & { top?: unknown; self?: unknown }
const config = scope.__AIRLOCK_BITCOIN_DEV_WALLET_CONFIG__
if (config && scope.top === scope.self) {
  const account = bitcoinDevAccounts[config.accountIndex ?? 0]
  if (!account) throw new Error(`No Bitcoin dev account ${config.accountIndex}`)
  const dev = createBitcoinDevWallet({
    account,
    esploraUrl: config.esploraUrl,
    projectId: config.projectId,
    networks: config.networks,
    storage: config.inMemory ? null : globalThis.sessionStorage,
  })
  scope.airlockBitcoinDevWallet = dev
  dev.register(globalThis as unknown as EventTarget & Record<string, unknown>)
}
