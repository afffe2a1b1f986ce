import type { CaipNetwork } from '@airlock/core'
import { solanaLocal } from '@airlock/core/networks'
import { describeAdapterConformance } from '@airlock/testing/conformance'
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

describeAdapterConformance({
  name: 'SolanaAdapter',
  networks: () => networks,
  createAdapter: () => new SolanaAdapter({ confirmationIntervalMs: 50 }),
  createWallet: () => {
    const dev = createSolanaDevWallet({
      seedHex: hex(solanaDevAccounts.wallet.seed),
      otherSeedsHex: [hex(solanaDevAccounts.receiver.seed)],
      chains: { 'solana:localnet': chain.rpcUrl },
    })
    const unregister = getWallets().register(dev.wallet as never)
    return {
      connectorId: dev.wallet.name,
      accounts: [solanaDevAccounts.wallet.address, solanaDevAccounts.receiver.address],
      rejectNext: () => dev.rejectNextRequest(),
      setAccount: (index) => dev.selectAccount(index),
      disconnect: () => dev.disconnect(),
      promptCount: () => dev.requests().length,
      cleanup: unregister,
    }
  },
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
