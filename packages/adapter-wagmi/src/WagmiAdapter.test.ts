import {
  type AdapterEvent,
  ChainNotSupportedError,
  createMemoryStorage,
  defineNetwork,
  isUserRejection,
  UserRejectedRequestError,
} from '@airlock/core'
import {
  announceDevWallet,
  createDevWallet,
  type DevWallet,
  type DevWalletChain,
  devAccounts,
  devnetContracts,
  devWalletIcon,
} from '@airlock/testing'
// `getAccount`, not wagmi 3's `getConnection`: these tests also run against wagmi 2.
import { getAccount, injected, type Storage } from '@wagmi/core'
import {
  type Address,
  createPublicClient,
  formatUnits,
  type Hex,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createWagmiMemoryStorage } from './test/createWagmiMemoryStorage.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const walletId = 'dev.airlock.wallet'
const promptingMethods = ['eth_requestAccounts', 'wallet_requestPermissions']

const rpcUrls = inject('devnetRpcUrls')
let primary: ReturnType<typeof localNetwork>
let secondary: ReturnType<typeof localNetwork>
let walletChains: DevWalletChain[]

function localNetwork(id: number, name: string, rpcUrl: string) {
  return defineNetwork({
    id,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Local explorer', url: 'http://127.0.0.1:9/' } },
  })
}

beforeAll(() => {
  primary = localNetwork(31337, 'Airlock Local', rpcUrls.primary)
  secondary = localNetwork(31338, 'Airlock Local 2', rpcUrls.secondary)
  walletChains = [
    { id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary },
    { id: 31338, name: 'Airlock Local 2', rpcUrl: rpcUrls.secondary },
  ]
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

type Harness = {
  adapter: WagmiAdapter
  wallet: DevWallet
  events: AdapterEvent[]
  storage: Storage
}

/** A wallet announced through EIP-6963 and a set-up adapter on both local chains. */
async function createHarness(
  options: {
    wallet?: DevWallet
    storage?: Storage
    networks?: ReturnType<typeof localNetwork>[]
    announce?: boolean
  } = {},
): Promise<Harness> {
  const wallet = options.wallet ?? createDevWallet({ chains: walletChains, storage: null })
  if (options.announce !== false) cleanups.push(announceDevWallet(wallet))
  const storage = options.storage ?? createWagmiMemoryStorage()
  const networks = options.networks ?? [primary, secondary]
  // WalletConnect has its own test (walletConnect.test.ts).
  const adapter = new WagmiAdapter({ networks, projectId: 'test', storage, walletConnect: false })
  cleanups.push(() => adapter.teardown())
  const events: AdapterEvent[] = []
  await adapter.setup({
    networks,
    projectId: 'test',
    storage: createMemoryStorage(),
    emit: (event) => events.push(event),
  })
  return { adapter, wallet, events, storage }
}

async function connected(options: Parameters<typeof createHarness>[0] = {}) {
  const harness = await createHarness(options)
  const connection = await harness.adapter.connect({ connectorId: walletId })
  return { ...harness, connection }
}

function eventsOf<type extends AdapterEvent['type']>(events: AdapterEvent[], type: type) {
  return events.filter(
    (event): event is Extract<AdapterEvent, { type: type }> => event.type === type,
  )
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  )
}

function codesInCauseChain(error: unknown): unknown[] {
  const codes: unknown[] = []
  let current = error
  while (typeof current === 'object' && current !== null) {
    codes.push((current as { code?: unknown }).code)
    current = (current as { cause?: unknown }).cause
  }
  return codes
}

describe('WagmiAdapter', () => {
  it('builds a wagmi config with one http transport per eip155 network', () => {
    const adapter = new WagmiAdapter({
      walletConnect: false,
      networks: [primary, secondary],
      projectId: 'test',
      storage: null,
    })
    expect(adapter).toMatchObject({ namespace: 'eip155', adapterType: 'wagmi' })
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(adapter.wagmiConfig.getClient({ chainId: 31338 }).transport.url).toBe(rpcUrls.secondary)
    expect(Object.keys(adapter.capabilities ?? {}).sort()).toEqual([
      'eip155:estimateGas',
      'eip155:sendTransaction',
      'eip155:signMessage',
      'eip155:simulateCalls',
      'eip155:writeContract',
    ])
  })

  it('emits the announced wallet as an ANNOUNCED connector on setup', async () => {
    const { events } = await createHarness()
    const connectors = eventsOf(events, 'connectors').at(-1)?.connectors
    expect(connectors).toEqual([
      {
        id: walletId,
        name: 'Airlock Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: devWalletIcon,
        info: { rdns: walletId },
      },
    ])
  })

  it('finds announced wallets and restores the connection after setup when rendered on a server', async () => {
    const first = await connected()
    first.adapter.teardown()
    const adapter = new WagmiAdapter({
      walletConnect: false,
      networks: [primary, secondary],
      projectId: 'test',
      storage: first.storage,
      ssr: true,
    })
    // With ssr, wagmi leaves discovery and storage to the browser: only the generic connector.
    expect(adapter.wagmiConfig.connectors.map(({ id }) => id)).toEqual(['injected'])
    cleanups.push(() => adapter.teardown())
    const events: AdapterEvent[] = []
    await adapter.setup({
      networks: [primary, secondary],
      projectId: 'test',
      storage: createMemoryStorage(),
      emit: (event) => events.push(event),
    })
    expect(
      eventsOf(events, 'connectors')
        .at(-1)
        ?.connectors.map(({ id }) => id),
    ).toEqual([walletId])
    expect(await adapter.reconnect({ connectorId: walletId })).toEqual(first.connection)
  })

  it('emits a wallet announced after setup', async () => {
    const wallet = createDevWallet({ chains: walletChains, storage: null })
    const { events } = await createHarness({ wallet, announce: false })
    expect(eventsOf(events, 'connectors').at(-1)?.connectors).toEqual([])
    cleanups.push(announceDevWallet(wallet))
    await vi.waitFor(() =>
      expect(
        eventsOf(events, 'connectors')
          .at(-1)
          ?.connectors.map(({ id }) => id),
      ).toEqual([walletId]),
    )
  })

  it('reports a targeted injected connector as INJECTED and connects through it', async () => {
    const wallet = createDevWallet({ chains: walletChains, storage: null })
    const adapter = new WagmiAdapter({
      walletConnect: false,
      networks: [primary, secondary],
      projectId: 'test',
      storage: createWagmiMemoryStorage(),
      connectors: [
        injected({
          target: () => ({
            id: 'airlock-dev',
            name: 'Airlock Dev Wallet',
            provider: wallet.provider as never,
          }),
        }),
      ],
    })
    cleanups.push(() => adapter.teardown())
    const events: AdapterEvent[] = []
    await adapter.setup({
      networks: [primary, secondary],
      projectId: 'test',
      storage: createMemoryStorage(),
      emit: (event) => events.push(event),
    })
    expect(eventsOf(events, 'connectors').at(-1)?.connectors).toEqual([
      { id: 'airlock-dev', name: 'Airlock Dev Wallet', type: 'INJECTED', chain: 'eip155' },
    ])
    const connection = await adapter.connect({ connectorId: 'airlock-dev' })
    expect(connection.address).toBe(devAccounts[0].address)
    await vi.waitFor(() =>
      expect(adapter.getProvider({ connectorId: 'airlock-dev' })).toBe(wallet.provider),
    )
  })

  it('connects: returns the address and chain id and emits connect', async () => {
    const { adapter, events, connection, wallet } = await connected()
    expect(connection).toEqual({
      connectorId: walletId,
      address: devAccounts[0].address,
      accounts: [devAccounts[0].address],
      chainId: 31337,
    })
    expect(eventsOf(events, 'connect')).toEqual([{ type: 'connect', ...connection }])
    expect(wallet.getState().authorized).toBe(true)
    // wagmi's own actions see the same connection.
    expect(getAccount(adapter.wagmiConfig)).toMatchObject({
      address: devAccounts[0].address,
      chainId: 31337,
      status: 'connected',
    })
    expect(adapter.getProvider({ connectorId: walletId })).toBe(wallet.provider)
  })

  it('asks the wallet to move to the requested chain while connecting', async () => {
    const { adapter, wallet } = await createHarness()
    const connection = await adapter.connect({ connectorId: walletId, chainId: '31338' })
    expect(connection.chainId).toBe(31338)
    expect(wallet.getState().chainId).toBe(31338)
  })

  it('reads the native balance as viem does, formatted with the symbol', async () => {
    const { adapter, connection } = await connected()
    const client = createPublicClient({ transport: http(rpcUrls.secondary) })
    const expected = formatUnits(
      await client.getBalance({ address: connection.address as Address }),
      18,
    )
    expect(await adapter.getBalance({ address: connection.address, network: secondary })).toEqual({
      balance: expected,
      symbol: 'ETH',
    })
    expect(expected).toMatch(/^\d+(\.\d+)?$/)
  })

  it('signs a message that viem verifies', async () => {
    const { adapter, connection } = await connected()
    const message = 'Sign in to Airlock'
    const signature = await adapter.capabilities['eip155:signMessage']({
      message,
      address: connection.address,
    })
    expect(
      await verifyMessage({
        address: connection.address as Address,
        message,
        signature: signature as Hex,
      }),
    ).toBe(true)
  })

  it('sends a transaction that lands on the chain, and estimates gas for it', async () => {
    const { adapter } = await connected()
    const to = devAccounts[5].address
    const value = parseEther('0.25')
    const gas = await adapter.capabilities['eip155:estimateGas']({ to, value })
    expect(gas).toBe(21_000n)
    const client = createPublicClient({ transport: http(rpcUrls.primary) })
    const before = await client.getBalance({ address: to })
    const hash = await adapter.capabilities['eip155:sendTransaction']({ to, value })
    const receipt = await client.waitForTransactionReceipt({
      hash: hash as Hex,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(devAccounts[0].address.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(value)
  })

  it('writes to a contract', async () => {
    const { adapter } = await connected()
    const weth = devnetContracts.weth
    const abi = [
      { type: 'function', name: 'deposit', inputs: [], outputs: [], stateMutability: 'payable' },
    ] as const
    const hash = await adapter.capabilities['eip155:writeContract']({
      address: weth,
      abi,
      functionName: 'deposit',
    })
    const client = createPublicClient({ transport: http(rpcUrls.primary) })
    const receipt = await client.waitForTransactionReceipt({
      hash: hash as Hex,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(weth.toLowerCase())
  })

  it('switches to the second chain: the wallet and the adapter follow and chainChanged is emitted', async () => {
    const { adapter, wallet, events } = await connected()
    await adapter.switchNetwork({ network: secondary })
    expect(wallet.getState().chainId).toBe(31338)
    expect(getAccount(adapter.wagmiConfig).chainId).toBe(31338)
    expect(eventsOf(events, 'chainChanged')).toEqual([
      { type: 'chainChanged', connectorId: walletId, chainId: 31338 },
    ])
    expect(wallet.requests.map(({ method }) => method)).not.toContain('wallet_addEthereumChain')
  })

  it('adds a chain the wallet does not know, then switches to it', async () => {
    const wallet = createDevWallet({ chains: walletChains.slice(0, 1), storage: null })
    const { adapter, events } = await connected({ wallet })
    await adapter.switchNetwork({ network: secondary })
    const add = wallet.requests.find(({ method }) => method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Airlock Local 2',
        nativeCurrency: ether,
        rpcUrls: [rpcUrls.secondary],
        blockExplorerUrls: ['http://127.0.0.1:9/'],
      },
    ])
    expect(wallet.getState().chainId).toBe(31338)
    expect(eventsOf(events, 'chainChanged').at(-1)).toMatchObject({ chainId: 31338 })
    // Reads now go to the added chain.
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('adds and switches to a network outside the wagmi config straight through the provider', async () => {
    const wallet = createDevWallet({ chains: walletChains.slice(0, 1), storage: null })
    const { adapter, events } = await connected({ wallet, networks: [primary] })
    await adapter.switchNetwork({ network: secondary })
    expect(wallet.requests.map(({ method }) => method)).toContain('wallet_addEthereumChain')
    expect(wallet.getState().chainId).toBe(31338)
    await vi.waitFor(() =>
      expect(eventsOf(events, 'chainChanged').at(-1)).toMatchObject({ chainId: 31338 }),
    )
  })

  it('wraps a chain the wallet will not add in ChainNotSupportedError', async () => {
    // The dev wallet only accepts 18-decimal native currencies, as EIP-3085 requires.
    const odd = defineNetwork({
      ...localNetwork(31339, 'Odd', rpcUrls.primary),
      nativeCurrency: { name: 'Odd', symbol: 'ODD', decimals: 6 },
    })
    const { adapter, wallet } = await connected({ networks: [primary, secondary, odd] })
    const error = await rejectionOf(adapter.switchNetwork({ network: odd }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(isUserRejection(error)).toBe(false)
    expect(codesInCauseChain(error)).toContain(-32602)
    expect(wallet.getState().chainId).toBe(31337)
  })

  it('keeps a refused switch a user rejection', async () => {
    const { adapter, wallet } = await connected()
    wallet.rejectNextRequest({ method: 'wallet_switchEthereumChain' })
    const error = await rejectionOf(adapter.switchNetwork({ network: secondary }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(codesInCauseChain(error)).toContain(4001)
    expect(wallet.getState().chainId).toBe(31337)
  })

  it('turns accountsChanged, chainChanged and disconnect from the wallet into adapter events', async () => {
    const { wallet, events } = await connected()
    wallet.setAccount(1)
    await vi.waitFor(() =>
      expect(eventsOf(events, 'accountChanged')).toEqual([
        {
          type: 'accountChanged',
          connectorId: walletId,
          address: devAccounts[1].address,
          chainId: 31337,
        },
      ]),
    )
    wallet.switchChain(31338)
    await vi.waitFor(() =>
      expect(eventsOf(events, 'chainChanged')).toEqual([
        { type: 'chainChanged', connectorId: walletId, chainId: 31338 },
      ]),
    )
    wallet.disconnect()
    await vi.waitFor(() =>
      expect(eventsOf(events, 'disconnect')).toEqual([
        { type: 'disconnect', connectorId: walletId },
      ]),
    )
  })

  it('surfaces a rejected connection with code 4001', async () => {
    const { adapter, wallet, events } = await createHarness()
    wallet.rejectNextRequest()
    const error = await rejectionOf(adapter.connect({ connectorId: walletId }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
    expect(codesInCauseChain(error)).toContain(4001)
    expect(eventsOf(events, 'connect')).toEqual([])
    // Retrying works.
    expect((await adapter.connect({ connectorId: walletId })).address).toBe(devAccounts[0].address)
  })

  it('surfaces a rejected signature with code 4001', async () => {
    const { adapter, wallet, connection } = await connected()
    wallet.rejectNextRequest({ method: 'personal_sign' })
    const error = await rejectionOf(
      adapter.capabilities['eip155:signMessage']({ message: 'no', address: connection.address }),
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(codesInCauseChain(error)).toContain(4001)
  })

  it('fails clearly for an unknown connector', async () => {
    const { adapter } = await createHarness()
    const error = await rejectionOf(adapter.connect({ connectorId: 'io.nowhere' }))
    expect(error).toMatchObject({ name: 'ConnectorNotFoundError', code: 'CONNECTOR_NOT_FOUND' })
  })

  it('reconnects a fresh adapter with the same storage without a prompt', async () => {
    const first = await connected()
    first.adapter.teardown()
    const mark = first.wallet.requests.length
    const second = await createHarness({ wallet: first.wallet, storage: first.storage })
    const restored = await second.adapter.reconnect({ connectorId: walletId, chainId: 31337 })
    expect(restored).toEqual(first.connection)
    const methods = first.wallet.requests.slice(mark).map(({ method }) => method)
    expect(methods).toContain('eth_accounts')
    for (const prompting of promptingMethods) expect(methods).not.toContain(prompting)
    expect(eventsOf(second.events, 'connect')).toEqual([{ type: 'connect', ...first.connection }])
    expect(getAccount(second.adapter.wagmiConfig).status).toBe('connected')
  })

  it('does not reconnect a wallet that has not authorised the site', async () => {
    const { adapter, wallet } = await createHarness()
    expect(await adapter.reconnect({ connectorId: walletId })).toBeUndefined()
    expect(wallet.requests.map(({ method }) => method)).not.toContain('eth_requestAccounts')
    expect(await adapter.reconnect({ connectorId: 'io.nowhere' })).toBeUndefined()
  })

  it('disconnects: emits disconnect and does not reconnect afterwards', async () => {
    const { adapter, events, storage, wallet } = await connected()
    await adapter.disconnect({ connectorId: walletId })
    expect(eventsOf(events, 'disconnect')).toEqual([{ type: 'disconnect', connectorId: walletId }])
    expect(getAccount(adapter.wagmiConfig).status).toBe('disconnected')
    adapter.teardown()
    const again = await createHarness({ wallet, storage })
    expect(await again.adapter.reconnect({ connectorId: walletId })).toBeUndefined()
  })

  it('holds two wallets at once and switches wagmi between them without a prompt', async () => {
    const { adapter, connection } = await connected()
    const second = createDevWallet({
      chains: walletChains,
      storage: null,
      accounts: [devAccounts[1].privateKey],
    })
    cleanups.push(announceDevWallet(second, { rdns: 'dev.airlock.second', name: 'Second Wallet' }))
    const other = await adapter.connect({ connectorId: 'dev.airlock.second' })
    expect(other.address).toBe(devAccounts[1].address)
    expect(getAccount(adapter.wagmiConfig).address).toBe(devAccounts[1].address)

    const requests = vi.spyOn(
      adapter.getProvider({ connectorId: walletId }) as { request: () => Promise<unknown> },
      'request',
    )
    expect(await adapter.switchConnection({ connectorId: walletId })).toMatchObject({
      connectorId: walletId,
      address: connection.address,
    })
    expect(getAccount(adapter.wagmiConfig)).toMatchObject({
      address: connection.address,
      connector: { id: walletId },
    })
    expect(requests).not.toHaveBeenCalled()
    expect(await adapter.switchConnection({ connectorId: 'io.unknown' })).toBeUndefined()
  })

  it('disconnects every connection when no connector is named', async () => {
    const { adapter, events } = await connected()
    await adapter.disconnect({})
    expect(eventsOf(events, 'disconnect')).toHaveLength(1)
  })
})
