// AppKit's WagmiAdapter options: customRpcUrls, pendingTransactionsFilter and wagmi's createConfig
// parameters, on the local anvil chains; and the networks addNetwork/removeNetwork hand over.
import { type AdapterEvent, createMemoryStorage, defineNetwork } from '@airlock/core'
import {
  announceDevWallet,
  createDevWallet,
  type DevWalletChain,
  devAccounts,
} from '@airlock/testing'
import { getBlockNumber, getClient } from '@wagmi/core'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, expect, inject, it, vi } from 'vitest'
import { createWagmiMemoryStorage } from './test/createWagmiMemoryStorage.js'
import { WagmiAdapter, type WagmiAdapterParameters } from './WagmiAdapter.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const walletId = 'dev.airlock.wallet'
const rpcUrls = inject('devnetRpcUrls')
/** A loopback port nothing listens on: a request there fails at once. */
const closed = 'http://127.0.0.1:9'
let walletChains: DevWalletChain[]

const localNetwork = (id: number, rpcUrl: string) =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name: `Local ${id}`,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrl] } },
  })

beforeAll(() => {
  walletChains = [
    { id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary },
    { id: 31338, name: 'Airlock Local 2', rpcUrl: rpcUrls.secondary },
  ]
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setUp(parameters: Partial<WagmiAdapterParameters> = {}) {
  const networks = parameters.networks ?? [localNetwork(31337, rpcUrls.primary)]
  const adapter = new WagmiAdapter({
    projectId: 'test',
    storage: createWagmiMemoryStorage(),
    walletConnect: false,
    ...parameters,
    networks,
  })
  cleanups.push(() => adapter.teardown())
  const events: AdapterEvent[] = []
  await adapter.setup({
    networks: networks.map((network) => network as ReturnType<typeof localNetwork>),
    projectId: 'test',
    storage: createMemoryStorage(),
    emit: (event) => events.push(event),
  })
  return { adapter, events }
}

it('customRpcUrls are read before the network’s own URL, each in turn', async () => {
  // The network's own URL is down: only the custom URLs can answer.
  const networks = [localNetwork(31337, closed)]
  const { adapter } = await setUp({
    networks,
    customRpcUrls: { 'eip155:31337': [{ url: closed }, { url: rpcUrls.primary }] },
  })
  await expect(getBlockNumber(adapter.wagmiConfig, { chainId: 31337 })).resolves.toBeTypeOf(
    'bigint',
  )
  const { adapter: without } = await setUp({ networks })
  await expect(getBlockNumber(without.wagmiConfig, { chainId: 31337 })).rejects.toThrow()
})

it("passes wagmi's batch, cacheTime, pollingInterval and syncConnectedChain to its config", async () => {
  const { adapter } = await setUp({
    batch: { multicall: false },
    cacheTime: 1_234,
    pollingInterval: 2_345,
    syncConnectedChain: false,
  })
  const client = getClient(adapter.wagmiConfig, { chainId: 31337 })!
  expect(client.batch).toEqual({ multicall: false })
  expect(client.cacheTime).toBe(1_234)
  expect(client.pollingInterval).toBe(2_345)
  expect(adapter.wagmiConfig._internal.syncConnectedChain).toBe(false)
})

it('multiInjectedProviderDiscovery: false lists no EIP-6963 wallet, only the given connectors', async () => {
  const wallet = createDevWallet({ chains: walletChains, storage: null })
  cleanups.push(announceDevWallet(wallet))
  const { events } = await setUp({ multiInjectedProviderDiscovery: false })
  const listed = events.flatMap((event) =>
    event.type === 'connectors' ? event.connectors.map((connector) => connector.id) : [],
  )
  expect(listed).not.toContain(walletId)
  const { events: discovering } = await setUp()
  await vi.waitFor(() =>
    expect(
      discovering.flatMap((event) =>
        event.type === 'connectors' ? event.connectors.map((connector) => connector.id) : [],
      ),
    ).toContain(walletId),
  )
})

it('pendingTransactionsFilter reports new pending transactions (core reads the balance again)', async () => {
  const { events } = await setUp({
    pendingTransactionsFilter: { enable: true, pollingInterval: 100 },
  })
  const { events: off } = await setUp()
  const sender = createWalletClient({
    account: privateKeyToAccount(devAccounts[5].privateKey),
    transport: http(rpcUrls.primary),
  })
  // The watch polls a pending-transaction filter: send until one lands in a poll.
  await vi.waitFor(
    async () => {
      await sender.sendTransaction({
        to: devAccounts[6].address,
        value: parseEther('0.001'),
        chain: null,
      })
      expect(events.some((event) => event.type === 'pendingTransactions')).toBe(true)
    },
    { timeout: 10_000, interval: 300 },
  )
  expect(off.some((event) => event.type === 'pendingTransactions')).toBe(false)
})

it('setNetworks makes added networks wagmi chains, read through their own transport', async () => {
  const { adapter } = await setUp()
  expect(() => getBlockNumber(adapter.wagmiConfig, { chainId: 31338 })).toThrow(
    'Chain not configured',
  )
  adapter.setNetworks([
    localNetwork(31337, rpcUrls.primary),
    localNetwork(31338, rpcUrls.secondary),
  ])
  expect(adapter.wagmiChains.map((chain) => chain.id)).toEqual([31337, 31338])
  await expect(getBlockNumber(adapter.wagmiConfig, { chainId: 31338 })).resolves.toBeTypeOf(
    'bigint',
  )
  adapter.setNetworks([localNetwork(31337, rpcUrls.primary)])
  expect(adapter.wagmiChains.map((chain) => chain.id)).toEqual([31337])
})
