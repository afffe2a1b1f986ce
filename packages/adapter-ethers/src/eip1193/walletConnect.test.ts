// @vitest-environment node
import {
  type AppKit,
  connect,
  createAppKit,
  createMemoryStorage,
  defineNetwork,
  UserRejectedRequestError,
} from '@airlock/core'
import { type AirlockServer, createServer } from '@airlock/server'
import { devAccounts } from '@airlock/testing'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@airlock/testing/walletconnect'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { Ethers5Adapter } from '../ethers5/Ethers5Adapter.js'
import { EthersAdapter } from '../ethers6/EthersAdapter.js'
import type { Eip1193Adapter, WalletConnectOptions } from './Eip1193Adapter.js'

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

const rpcUrls = inject('devnetRpcUrls')
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const networks = [
  defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Airlock Local',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrls.primary] } },
  }),
  defineNetwork({
    id: 31338,
    chainNamespace: 'eip155',
    name: 'Airlock Local 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrls.secondary] } },
  }),
] as const
const walletChains = [
  { id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary },
  { id: 31338, name: 'Airlock Local 2', rpcUrl: rpcUrls.secondary },
]

let server: AirlockServer
let relayUrl: string

beforeAll(async () => {
  server = await createServer({ port: 0, logLevel: 'silent', dataDir: 'memory', indexer: false })
  relayUrl = `${(await server.listen()).replace('http', 'ws')}/relay`
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const adapters = {
  EthersAdapter: (walletConnect: WalletConnectOptions) =>
    new EthersAdapter({ networks, walletConnect }),
  Ethers5Adapter: (walletConnect: WalletConnectOptions) =>
    new Ethers5Adapter({ networks, walletConnect }),
} satisfies Record<string, (walletConnect: WalletConnectOptions) => Eip1193Adapter>

/** An app on `adapter`; `storage` is the page's localStorage, kept across a reload. */
function startApp(adapter: Eip1193Adapter, storage = createMemoryStorage()) {
  return createAppKit({
    adapters: [adapter],
    networks: [...networks],
    projectId: 'local-dev',
    storage,
  })
}

let pages = 0
/**
 * A page's own WalletConnect storage. WalletConnect's SDK keeps one core per storage prefix in
 * the process, so each simulated page gets its own prefix, as each browser tab has its own.
 */
function pageStorage() {
  pages++
  return { storage: createMemoryKeyValueStorage(), customStoragePrefix: `page-${pages}` }
}

/** Picks WalletConnect in `appKit` and hands the pairing URI it shows to `wallet`. */
async function pairWith(appKit: AppKit, wallet: WalletConnectTestWallet) {
  const connecting = connect(appKit, { connectorId: 'walletConnect' })
  await vi.waitFor(() => expect(appKit.state.connection.uri).toMatch(/^wc:/), { timeout: 10_000 })
  await wallet.pair(appKit.state.connection.uri!)
  return connecting
}

describe.each(Object.entries(adapters))('%s with WalletConnect', (_name, createAdapter) => {
  it('lists WalletConnect, pairs through the relay, signs and sends, follows the wallet, and a wallet-side disconnect', async () => {
    const wallet = await createWalletConnectTestWallet({ relayUrl, chains: walletChains })
    const metadata = {
      name: 'Adapter test',
      description: 'test',
      url: 'http://127.0.0.1',
      icons: [],
    }
    const adapter = createAdapter({ relayUrl, metadata, ...pageStorage() })
    const appKit = startApp(adapter)
    try {
      await appKit.ready
      expect(appKit.state.adapterConnectors.eip155).toContainEqual(
        expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT' }),
      )

      const connection = await pairWith(appKit, wallet)
      expect(connection.address).toBe(devAccounts[0].address)
      expect(appKit.state.chains.eip155?.account).toMatchObject({
        status: 'connected',
        address: devAccounts[0].address,
      })

      // A signature from the wallet's key, through the relay and ethers' signer.
      const message = 'hello over WalletConnect'
      const signature = await adapter.capabilities['eip155:signMessage']({
        message,
        address: devAccounts[0].address,
      })
      expect(
        await verifyMessage({
          address: devAccounts[0].address,
          message,
          signature: signature as Hex,
        }),
      ).toBe(true)

      // A transaction the wallet sends; the adapter resolves with its hash, mined on anvil.
      const hash = await adapter.capabilities['eip155:sendTransaction']({
        to: devAccounts[1].address,
        value: 12_345n,
        chainId: 31337,
      })
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      const receipt = await createPublicClient({
        transport: http(rpcUrls.primary),
      }).waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
      expect(receipt).toMatchObject({ status: 'success', to: devAccounts[1].address.toLowerCase() })

      // The user moves the wallet to the other chain: the app follows.
      await wallet.switchChain(31338)
      await vi.waitFor(() => expect(appKit.state.chains.eip155?.networkId).toBe('eip155:31338'))

      await wallet.disconnect()
      await vi.waitFor(
        () => expect(appKit.state.chains.eip155?.account.status).toBe('disconnected'),
        { timeout: 10_000 },
      )
    } finally {
      adapter.teardown()
      appKit.destroy()
      await wallet.close()
    }
  })

  it('restores the session on a reload without pairing again, and a dapp-side disconnect ends it for the wallet', async () => {
    const wallet = await createWalletConnectTestWallet({ relayUrl, chains: walletChains })
    // One page's WalletConnect storage, kept across the reload.
    const options = { relayUrl, ...pageStorage() }
    const localStorage = createMemoryStorage()
    const first = createAdapter(options)
    const firstApp = startApp(first, localStorage)
    await firstApp.ready
    await pairWith(firstApp, wallet)
    first.teardown()
    firstApp.destroy()

    const second = createAdapter(options)
    const secondApp = startApp(second, localStorage)
    try {
      await secondApp.ready
      expect(secondApp.state.chains.eip155?.account).toMatchObject({
        status: 'connected',
        address: devAccounts[0].address,
      })
      expect(secondApp.state.connection.uri).toBeUndefined()
      expect(wallet.sessions()).toHaveLength(1)

      await second.disconnect({ connectorId: 'walletConnect' })
      await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(0), { timeout: 10_000 })
    } finally {
      second.teardown()
      secondApp.destroy()
      await wallet.close()
    }
  })

  it('a proposal the user rejects in the wallet is a UserRejectedRequestError', async () => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl,
      chains: walletChains,
      onProposal: 'reject',
    })
    const adapter = createAdapter({ relayUrl, ...pageStorage() })
    const appKit = startApp(adapter)
    try {
      await appKit.ready
      const connecting = adapter.connect({ connectorId: 'walletConnect' })
      const settled = connecting.catch((error: unknown) => error)
      await vi.waitFor(() => expect(appKit.state.connection.uri).toMatch(/^wc:/), {
        timeout: 10_000,
      })
      await wallet.pair(appKit.state.connection.uri!)
      expect(await settled).toBeInstanceOf(UserRejectedRequestError)
    } finally {
      adapter.teardown()
      appKit.destroy()
      await wallet.close()
    }
  })
})
