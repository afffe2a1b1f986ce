// @vitest-environment node
import { BitcoinAdapter } from '@airlock/adapter-bitcoin'
import { WagmiAdapter } from '@airlock/adapter-wagmi'
import {
  type AppKit,
  type CaipNetwork,
  connect,
  createAppKit,
  createMemoryStorage,
  defineNetwork,
  disconnect,
  formatUnits,
} from '@airlock/core'
import { bitcoinRegtest, solanaLocal } from '@airlock/core/networks'
import { type AirlockServer, createServer } from '@airlock/server'
import { verifyBip322Signature } from '@airlock/siwx'
import { bitcoinDevAccounts } from '@airlock/testing'
import { getFreePort } from '@airlock/testing/devnet'
import { type SolanaChain, solanaDevAccounts, startSolanaChain } from '@airlock/testing/solana'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@airlock/testing/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder, getTransactionDecoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTransferTransaction } from '../createTransferTransaction.js'
import { SolanaAdapter, type SolanaWalletConnectOptions } from '../SolanaAdapter.js'

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

const { wallet: account, fresh } = solanaDevAccounts
const [firstBitcoinAccount] = bitcoinDevAccounts
if (!firstBitcoinAccount) throw new Error('No Bitcoin dev account')
const bitcoinAccount = firstBitcoinAccount
let chain: SolanaChain
let network: CaipNetwork
let server: AirlockServer
let apiUrl: string
let relayUrl: string
let deadUrl: string

beforeAll(async () => {
  deadUrl = `http://127.0.0.1:${await getFreePort()}`
  chain = await startSolanaChain({ port: await getFreePort() })
  network = { ...solanaLocal, rpcUrls: { default: { http: [chain.rpcUrl] } } }
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    // The server reads this test's chain (its RPC route included), not the local stack's.
    solanaNetworks: [
      {
        caipNetworkId: solanaLocal.caipNetworkId as `solana:${string}`,
        name: network.name,
        rpcUrl: chain.rpcUrl,
        tokens: [],
      },
    ],
  })
  apiUrl = await server.listen()
  relayUrl = `${apiUrl.replace('http', 'ws')}/relay`
}, 120_000)
afterAll(async () => {
  await server?.close()
  await chain?.close()
})

// The EVM side needs no chain here: connecting and the session only go through the relay.
const evmNetwork = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

/** The phone: WalletConnect's wallet SDK with the dev wallet's Solana key, on the local chain. */
function startWallet() {
  return createWalletConnectTestWallet({
    relayUrl,
    chains: [{ id: evmNetwork.id, name: evmNetwork.name, rpcUrl: 'http://127.0.0.1:9' }],
    solana: { seed: account.seed, chains: { [network.caipNetworkId]: chain.rpcUrl } },
    // Its Bitcoin side only connects here: no node is asked.
    bitcoin: {
      account: bitcoinAccount,
      chains: { [bitcoinRegtest.caipNetworkId]: 'http://127.0.0.1:9' },
    },
  })
}

let pages = 0
/** One page's WalletConnect settings; each page has its own SDK storage, as a browser tab has. */
function pageOptions(): SolanaWalletConnectOptions {
  pages++
  return {
    relayUrl,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `solana-page-${process.pid}-${pages}`,
  }
}

/**
 * A page with the EVM, Solana and Bitcoin adapters sharing one WalletConnect client. The EVM adapter
 * comes first and its network is the default (unless `defaultNetwork` says otherwise): the default
 * network's namespace proposes the session.
 */
function startThreeNamespaceApp({ defaultNetwork }: { defaultNetwork?: CaipNetwork } = {}) {
  const options = pageOptions()
  const solanaAdapter = new SolanaAdapter({ walletConnect: options })
  const bitcoinAdapter = new BitcoinAdapter({ walletConnect: options })
  const wagmiAdapter = new WagmiAdapter({
    networks: [evmNetwork],
    projectId: 'local-dev',
    storage: null,
    walletConnect: options,
  })
  const appKit = createAppKit({
    adapters: [wagmiAdapter, solanaAdapter, bitcoinAdapter],
    networks: [evmNetwork, network, bitcoinRegtest],
    projectId: 'local-dev',
    ...(defaultNetwork ? { defaultNetwork } : {}),
    // Balances are read here, never at the fixed port of a local stack.
    apiUrl,
    storage: createMemoryStorage(),
  })
  const teardown = () => {
    wagmiAdapter.teardown()
    solanaAdapter.teardown()
    bitcoinAdapter.teardown()
    appKit.destroy()
  }
  return { appKit, solanaAdapter, bitcoinAdapter, teardown }
}

/**
 * Connects the page's WalletConnect connector and pairs `wallet` with the URI it shows; resolves
 * with that URI once `connect` has settled (every namespace it brings in included).
 */
async function pairThroughWalletConnect(
  appKit: ReturnType<typeof createAppKit>,
  wallet: WalletConnectTestWallet,
): Promise<string> {
  const connecting = connect(appKit, { connectorId: 'walletConnect' })
  await vi.waitFor(() => expect(appKit.state.connection.uri).toMatch(/^wc:/), { timeout: 10_000 })
  const uri = appKit.state.connection.uri!
  await wallet.pair(uri)
  await connecting
  return uri
}

function startApp(
  adapter: SolanaAdapter,
  storage = createMemoryStorage(),
  {
    networks = [network],
    withApi = false,
  }: { networks?: [CaipNetwork, ...CaipNetwork[]]; withApi?: boolean } = {},
) {
  return createAppKit({
    adapters: [adapter],
    networks,
    projectId: 'local-dev',
    storage,
    // With apiUrl, the adapter reads its networks through the server's RPC route (spec §7).
    ...(withApi ? { apiUrl } : {}),
  })
}

/** Picks WalletConnect in `appKit` and hands the pairing URI it shows to `wallet`. */
async function pairWith(appKit: AppKit, wallet: WalletConnectTestWallet) {
  const connecting = connect(appKit, { connectorId: 'walletConnect' })
  await vi.waitFor(() => expect(appKit.state.connection.uri).toMatch(/^wc:/), { timeout: 10_000 })
  await wallet.pair(appKit.state.connection.uri!)
  return connecting
}

describe('SolanaAdapter with WalletConnect (namespace solana)', () => {
  it('pairs through the relay, signs a message and a transaction, sends one that lands (the dapp reading the chain through the server’s RPC route), and follows a wallet-side disconnect', async () => {
    const wallet = await startWallet()
    const adapter = new SolanaAdapter({ walletConnect: pageOptions(), confirmationIntervalMs: 50 })
    // The network's own URL is dead: the dapp's reads can only succeed through the route. The
    // wallet sends to the chain itself.
    const routed = { ...network, rpcUrls: { default: { http: [deadUrl] } } }
    // A chain the server does not serve (HTTP 400): read from its own URL.
    const notServed = {
      ...network,
      id: 'NotServedByTheServer111111111111',
      caipNetworkId: 'solana:NotServedByTheServer111111111111',
    } as const
    const appKit = startApp(adapter, createMemoryStorage(), {
      networks: [routed, notServed],
      withApi: true,
    })
    try {
      await appKit.ready
      expect(appKit.state.adapterConnectors.solana).toContainEqual(
        expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'solana' }),
      )

      const connection = await pairWith(appKit, wallet)
      expect(connection.address).toBe(account.address)
      expect(appKit.state.chains.solana?.account).toMatchObject({
        status: 'connected',
        address: account.address,
      })
      expect(wallet.sessions()[0]?.namespaces.solana?.accounts).toEqual([
        `${network.caipNetworkId}:${account.address}`,
      ])

      // solana_signMessage: an ed25519 signature by the wallet's key, in base58.
      const message = 'Sign in over WalletConnect'
      const signature = await adapter.capabilities['solana:signMessage']?.({
        message,
        address: account.address,
      })
      const bytes = Uint8Array.from(getBase58Encoder().encode(signature as string))
      expect(ed25519.verify(bytes, new TextEncoder().encode(message), account.publicKey)).toBe(true)

      // solana_signTransaction: the wire transaction comes back signed by the account.
      const provider = adapter.getProvider({ connectorId: 'walletConnect' })
      const unsigned = await createTransferTransaction({
        rpc: chain.rpcUrl,
        from: account.address,
        to: fresh.address,
        amount: 1n,
      })
      const signed = getTransactionDecoder().decode(
        (await provider?.signTransaction(unsigned)) as Uint8Array,
      )
      const own = signed.signatures[account.address as never] as Uint8Array
      expect(ed25519.verify(own, Uint8Array.from(signed.messageBytes), account.publicKey)).toBe(
        true,
      )

      // solana_signAndSendTransaction: the wallet sends; the transfer lands on the local chain.
      // The blockhash and the confirmation came through the route.
      const before = chain.getBalance(fresh.address)
      const sent = await adapter.sendTransfer({ to: fresh.address, amount: 2_500_000n })
      expect(sent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
      expect(chain.getBalance(fresh.address) - before).toBe(2_500_000n)
      const onChain = formatUnits(chain.getBalance(fresh.address), 9)
      const viaRoute = await adapter.getBalance({ address: fresh.address, network: routed })
      expect(viaRoute.balance).toBe(onChain)
      const direct = await adapter.getBalance({ address: fresh.address, network: notServed })
      expect(direct.balance).toBe(onChain)
      expect(wallet.requests.map((request) => request.method)).toEqual([
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
      ])
      expect(wallet.requests.every((request) => request.chainId === network.caipNetworkId)).toBe(
        true,
      )

      await wallet.disconnect()
      await vi.waitFor(
        () => expect(appKit.state.chains.solana?.account.status).toBe('disconnected'),
        { timeout: 10_000 },
      )
    } finally {
      adapter.teardown()
      appKit.destroy()
      await wallet.close()
    }
  })

  it('restores the session on a reload without pairing again, and a dapp-side disconnect ends it', async () => {
    const wallet = await startWallet()
    // One page's storages, kept across the reload.
    const options = pageOptions()
    const localStorage = createMemoryStorage()
    const first = new SolanaAdapter({ walletConnect: options })
    const firstApp = startApp(first, localStorage)
    await firstApp.ready
    await pairWith(firstApp, wallet)
    first.teardown()
    firstApp.destroy()

    const second = new SolanaAdapter({ walletConnect: options })
    const secondApp = startApp(second, localStorage)
    try {
      await secondApp.ready
      await vi.waitFor(() =>
        expect(secondApp.state.chains.solana?.account).toMatchObject({
          status: 'connected',
          address: account.address,
        }),
      )
      expect(secondApp.state.connection.uri).toBeUndefined()
      expect(wallet.sessions()).toHaveLength(1)

      await disconnect(secondApp, { namespace: 'solana' })
      await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(0), { timeout: 10_000 })
    } finally {
      second.teardown()
      secondApp.destroy()
      await wallet.close()
    }
  })

  it('one pairing proposed by the EVM side spans eip155, solana and bip122: every namespace connects, and Solana and Bitcoin sign over that session', async () => {
    const wallet = await startWallet()
    const { appKit, solanaAdapter, bitcoinAdapter, teardown } = startThreeNamespaceApp()
    try {
      await appKit.ready
      expect(appKit.state.activeNamespace).toBe('eip155')
      const uris = new Set<string>()
      const connecting = connect(appKit, { connectorId: 'walletConnect' })
      await vi.waitFor(() => expect(appKit.state.connection.uri).toMatch(/^wc:/), {
        timeout: 10_000,
      })
      uris.add(appKit.state.connection.uri!)
      await wallet.pair(appKit.state.connection.uri!)
      await connecting

      const [session, ...others] = wallet.sessions()
      expect(others).toHaveLength(0)
      expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
      expect(session?.namespaces.solana?.accounts).toEqual([
        `${network.caipNetworkId}:${account.address}`,
      ])
      expect(session?.namespaces.bip122?.accounts).toEqual([
        `${bitcoinRegtest.caipNetworkId}:${bitcoinAccount.payment.address}`,
      ])
      await vi.waitFor(() => {
        expect(appKit.state.chains.eip155).toMatchObject({
          connectorId: 'walletConnect',
          account: { status: 'connected', address: wallet.address },
        })
        expect(appKit.state.chains.solana).toMatchObject({
          connectorId: 'walletConnect',
          account: { status: 'connected', address: account.address },
        })
        expect(appKit.state.chains.bip122).toMatchObject({
          connectorId: 'walletConnect',
          account: { status: 'connected', address: bitcoinAccount.payment.address },
        })
      })
      // No second pairing was asked for.
      if (appKit.state.connection.uri) uris.add(appKit.state.connection.uri)
      expect(uris.size).toBe(1)

      const message = 'One session, three namespaces'
      const signature = await solanaAdapter.capabilities['solana:signMessage']?.({
        message,
        address: account.address,
      })
      const bytes = Uint8Array.from(getBase58Encoder().encode(signature as string))
      expect(ed25519.verify(bytes, new TextEncoder().encode(message), account.publicKey)).toBe(true)
      expect(wallet.requests.at(-1)).toMatchObject({
        method: 'solana_signMessage',
        chainId: network.caipNetworkId,
        topic: session?.topic,
        outcome: 'approved',
      })

      // Bitcoin signs over the same session too: BIP-322, as sign-in asks, checked by the verifier.
      const bitcoinSignature = await bitcoinAdapter.capabilities?.['bip122:signMessage']?.({
        message,
        address: bitcoinAccount.payment.address,
      })
      expect(
        await verifyBip322Signature({
          address: bitcoinAccount.payment.address,
          message,
          signature: bitcoinSignature ?? '',
        }),
      ).toBe(true)
      expect(wallet.requests.at(-1)).toMatchObject({
        method: 'signMessage',
        chainId: bitcoinRegtest.caipNetworkId,
        topic: session?.topic,
        outcome: 'approved',
      })
    } finally {
      teardown()
      await wallet.close()
    }
  })

  it('a wallet that approves EVM alone: EVM connects, Solana and Bitcoin stay disconnected with no second pairing, and nothing is left connecting, after the wallet ends the session too', async () => {
    // The phone serves EVM only: the proposal's solana and bip122 namespaces go unapproved.
    const wallet = await createWalletConnectTestWallet({
      relayUrl,
      chains: [{ id: evmNetwork.id, name: evmNetwork.name, rpcUrl: 'http://127.0.0.1:9' }],
    })
    const { appKit, teardown } = startThreeNamespaceApp()
    try {
      await appKit.ready
      const uri = await pairThroughWalletConnect(appKit, wallet)
      expect(wallet.sessions()[0]?.namespaces.solana).toBeUndefined()
      expect(appKit.state.chains.eip155?.account).toMatchObject({
        status: 'connected',
        address: wallet.address,
      })
      expect(appKit.state.chains.solana?.account.status).toBe('disconnected')
      expect(appKit.state.chains.bip122?.account.status).toBe('disconnected')
      // The modal's connection is done: a "Connect Wallet" button would not read "Connecting…".
      expect(appKit.state.connection.status).toBe('idle')
      expect(appKit.state.connection.uri ?? uri).toBe(uri)

      await wallet.disconnect()
      await vi.waitFor(
        () => expect(appKit.state.chains.eip155?.account.status).toBe('disconnected'),
        { timeout: 10_000 },
      )
      expect(appKit.state.connection.status).toBe('idle')
    } finally {
      teardown()
      await wallet.close()
    }
  })

  it('one pairing proposed by the Solana side (its network the default): EVM and Bitcoin are restored from that session, no second pairing', async () => {
    const wallet = await startWallet()
    const { appKit, teardown } = startThreeNamespaceApp({ defaultNetwork: network })
    try {
      await appKit.ready
      expect(appKit.state.activeNamespace).toBe('solana')
      const uri = await pairThroughWalletConnect(appKit, wallet)
      expect(wallet.sessions()).toHaveLength(1)
      expect(appKit.state.activeNamespace).toBe('solana')
      expect(appKit.state.chains.solana?.account).toMatchObject({
        status: 'connected',
        address: account.address,
      })
      expect(appKit.state.chains.eip155?.account).toMatchObject({
        status: 'connected',
        address: wallet.address,
      })
      expect(appKit.state.chains.bip122?.account).toMatchObject({
        status: 'connected',
        address: bitcoinAccount.payment.address,
      })
      expect(appKit.state.connection.status).toBe('idle')
      expect(appKit.state.connection.uri ?? uri).toBe(uri)
    } finally {
      teardown()
      await wallet.close()
    }
  })
})
