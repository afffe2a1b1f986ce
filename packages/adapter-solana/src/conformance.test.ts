import type { CaipNetwork } from '@airlock/core'
import { solanaLocal } from '@airlock/core/networks'
import { type ConformanceWallet, describeAdapterConformance } from '@airlock/testing/conformance'
import { getFreePort } from '@airlock/testing/devnet'
import {
  createSolanaDevWallet,
  type SolanaChain,
  solanaDevAccounts,
  startSolanaChain,
} from '@airlock/testing/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll } from 'vitest'
import { SolanaAdapter } from './SolanaAdapter.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const base58 = getBase58Encoder()

let chain: SolanaChain
let networks: CaipNetwork[] = []

beforeAll(async () => {
  chain = await startSolanaChain({ port: await getFreePort() })
  const rpcUrls = { default: { http: [chain.rpcUrl] } }
  // Two Solana networks on the same local chain: the kit needs two of the namespace.
  networks = [
    { ...solanaLocal, rpcUrls },
    {
      ...solanaLocal,
      id: 'AirLockLocaLSoLana22222222222222',
      caipNetworkId: 'solana:AirLockLocaLSoLana22222222222222',
      name: 'Solana Local 2',
      rpcUrls,
    },
  ]
})
afterAll(() => chain?.close())

type DevAccount = (typeof solanaDevAccounts)['wallet']

/** A dev wallet in the Wallet Standard registry, holding `first` and then `other`. */
function conformanceWallet(name: string, first: DevAccount, other: DevAccount): ConformanceWallet {
  const dev = createSolanaDevWallet({
    seedHex: hex(first.seed),
    otherSeedsHex: [hex(other.seed)],
    chains: { 'solana:localnet': chain.rpcUrl },
    name,
  })
  const unregister = getWallets().register(dev.wallet as never)
  return {
    connectorId: dev.wallet.name,
    accounts: [first.address, other.address],
    rejectNext: () => dev.rejectNextRequest(),
    setAccount: (index) => dev.selectAccount(index),
    disconnect: () => dev.disconnect(),
    promptCount: () => dev.requests().length,
    cleanup: unregister,
  }
}

describeAdapterConformance({
  name: 'SolanaAdapter',
  networks: () => networks,
  createAdapter: () => new SolanaAdapter({ confirmationIntervalMs: 50 }),
  // No walletConnect option given: the adapter as a dapp builds it by default.
  createDefaultAdapter: () => new SolanaAdapter({ confirmationIntervalMs: 50 }),
  createWallet: () =>
    conformanceWallet('Airlock Dev Wallet', solanaDevAccounts.wallet, solanaDevAccounts.receiver),
  createSecondWallet: () =>
    conformanceWallet('Second Wallet', solanaDevAccounts.receiver, solanaDevAccounts.wallet),
  readBalance: async ({ address }) => {
    const lamports = chain.getBalance(address)
    const whole = lamports / 1_000_000_000n
    const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
    return fraction ? `${whole}.${fraction}` : `${whole}`
  },
  verifyMessage: async ({ address, message, signature }) =>
    ed25519.verify(
      Uint8Array.from(base58.encode(signature)),
      new TextEncoder().encode(message),
      Uint8Array.from(base58.encode(address)),
    ),
})
