import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterConnector } from '../adapter/types.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { DisconnectError, NetworkNotFoundError } from '../errors/appKit.js'
import type { AppKitEvent } from '../events/types.js'
import { mainnet } from '../networks/evm.js'
import { airlockLocal, airlockLocal2 } from '../networks/local.js'
import { solana } from '../networks/solana.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { storageKeys } from '../storage/keys.js'
import { createTestAdapter, type TestAdapter } from '../test/createTestAdapter.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { openModal } from './openModal.js'
import { goBack, pushView } from './router.js'
import { switchNetwork } from './switchNetwork.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function setup(
  options: {
    adapters?: TestAdapter[]
    enableEmbedded?: boolean
    storage?: ReturnType<typeof createMemoryStorage>
  } = {},
) {
  const adapters = options.adapters ?? [createTestAdapter()]
  const appKit = createAppKit({
    networks: [
      airlockLocal,
      airlockLocal2,
      ...(adapters.some((a) => a.namespace === 'solana') ? [solana] : []),
    ],
    adapters,
    projectId: 'test',
    storage: options.storage ?? createMemoryStorage(),
    enableEmbedded: options.enableEmbedded,
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  const events: AppKitEvent[] = []
  appKit.events.subscribe((event) => events.push(event))
  return {
    appKit,
    adapter: adapters[0] as TestAdapter,
    events,
    names: () => events.map((event) => event.data.event),
  }
}

describe('connect', () => {
  it('connects, records the wallet as recent, persists and closes the modal', async () => {
    const { appKit, names } = await setup()
    openModal(appKit)
    expect(appKit.state.router.view).toBe('Connect')
    const pending = connect(appKit, { connectorId: 'dev.airlock.wallet' })
    expect(appKit.state.chains.eip155?.account.status).toBe('connecting')
    await pending
    const chain = appKit.state.chains.eip155
    expect(chain?.account).toMatchObject({
      status: 'connected',
      address: account,
      caipAddress: `eip155:31337:${account}`,
      connectedWalletInfo: { name: 'Airlock Dev Wallet' },
      preferredAccountType: 'smartAccount',
    })
    expect(appKit.state.recentWallets).toEqual([
      { id: 'dev.airlock.wallet', name: 'Airlock Dev Wallet', rdns: 'dev.airlock.wallet' },
    ])
    expect(appKit.storage.getItem(storageKeys.walletId)).toBe('dev.airlock.wallet')
    expect(appKit.storage.getItem(storageKeys.walletName)).toBe('Airlock Dev Wallet')
    expect(appKit.state.modal.open).toBe(false)
    expect(names()).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
    await vi.waitFor(() => expect(chain?.account.balance).toBe('10000'))
    expect(chain?.account.balanceSymbol).toBe('ETH')
  })

  it('leaves the namespace disconnected with "Connection declined" when the wallet rejects', async () => {
    const { appKit, adapter, names } = await setup()
    adapter.failNext(
      'connect',
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    await expect(connect(appKit, { connectorId: 'dev.airlock.wallet' })).rejects.toThrow(
      'User rejected',
    )
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(appKit.state.connection).toMatchObject({ status: 'error', error: 'connectionDeclined' })
    expect(names()).toContain('CONNECT_ERROR')
    // Retrying works.
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    expect(appKit.state.chains.eip155?.account.status).toBe('connected')
    expect(appKit.state.connection.status).toBe('idle')
  })

  it('keeps at most two recent wallets, newest first', async () => {
    const connectors: AdapterConnector[] = ['a', 'b', 'c'].map((id) => ({
      id,
      name: id.toUpperCase(),
      type: 'INJECTED',
      chain: 'eip155',
    }))
    const { appKit } = await setup({ adapters: [createTestAdapter('eip155', { connectors })] })
    for (const id of ['a', 'b', 'c']) await connect(appKit, { connectorId: id })
    expect(appKit.state.recentWallets.map((wallet) => wallet.id)).toEqual(['c', 'b'])
    expect(JSON.parse(appKit.storage.getItem(storageKeys.recentWallets) ?? '[]')).toHaveLength(2)
  })
})

describe('disconnect (spec §4)', () => {
  it('with no argument disconnects every namespace', async () => {
    const { appKit, names } = await setup({
      adapters: [
        createTestAdapter('eip155'),
        createTestAdapter('solana', {
          address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
          chainId: solana.id,
        }),
      ],
    })
    await connect(appKit, { connectorId: 'dev.airlock.wallet', namespace: 'eip155' })
    await connect(appKit, { connectorId: 'dev.airlock.wallet', namespace: 'solana' })
    await disconnect(appKit)
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(appKit.state.chains.solana?.account.status).toBe('disconnected')
    expect(appKit.state.chains.eip155?.connectorId).toBeUndefined()
    expect(names()).toContain('DISCONNECT_SUCCESS')
    expect(JSON.parse(appKit.storage.getItem(storageKeys.connectionStatus) ?? '{}')).toEqual({
      eip155: 'disconnected',
      solana: 'disconnected',
    })
  })

  it('takes along the other namespaces on the same WalletConnect connector, and only those', async () => {
    const wc: AdapterConnector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    }
    const evm = createTestAdapter('eip155', { connectors: [wc] })
    const sol = createTestAdapter('solana', {
      connectors: [{ ...wc, chain: 'solana' }],
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      chainId: solana.id,
    })
    const { appKit } = await setup({ adapters: [evm, sol] })
    await connect(appKit, { connectorId: 'walletConnect', namespace: 'eip155' })
    await connect(appKit, { connectorId: 'walletConnect', namespace: 'solana' })
    await disconnect(appKit, { namespace: 'eip155' })
    expect(appKit.state.chains.solana?.account.status).toBe('disconnected')

    // An injected wallet on one namespace leaves the other connected.
    const injected = createTestAdapter('eip155')
    const other = createTestAdapter('solana', {
      connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      chainId: solana.id,
    })
    const second = await setup({ adapters: [injected, other] })
    await connect(second.appKit, { connectorId: 'dev.airlock.wallet', namespace: 'eip155' })
    await connect(second.appKit, { connectorId: 'phantom', namespace: 'solana' })
    await disconnect(second.appKit, { namespace: 'eip155' })
    expect(second.appKit.state.chains.solana?.account.status).toBe('connected')
    expect(second.appKit.state.chains.eip155?.account.status).toBe('disconnected')
  })

  it('aggregates failures into "Failed to disconnect" and tracks each', async () => {
    const evm = createTestAdapter('eip155')
    const sol = createTestAdapter('solana', {
      connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      chainId: solana.id,
    })
    const { appKit, names } = await setup({ adapters: [evm, sol] })
    await connect(appKit, { connectorId: 'dev.airlock.wallet', namespace: 'eip155' })
    await connect(appKit, { connectorId: 'phantom', namespace: 'solana' })
    evm.failNext('disconnect', new Error('evm refused'))
    sol.failNext('disconnect', new Error('solana refused'))
    const error = await disconnect(appKit).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DisconnectError)
    expect((error as DisconnectError).shortMessage).toBe('Failed to disconnect')
    expect((error as DisconnectError).failures.map((failure) => failure.namespace).sort()).toEqual([
      'eip155',
      'solana',
    ])
    expect(names().filter((name) => name === 'DISCONNECT_ERROR')).toHaveLength(2)
  })
})

describe('networks', () => {
  it('switches the wallet on the connected namespace, persists and tracks', async () => {
    const { appKit, adapter, names } = await setup()
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    await switchNetwork(appKit, { network: airlockLocal2 })
    expect(adapter.calls.find((call) => call.method === 'switchNetwork')).toBeDefined()
    expect(appKit.state.activeNetworkId).toBe('eip155:31338')
    expect(appKit.state.chains.eip155?.account.caipAddress).toBe(`eip155:31338:${account}`)
    expect(appKit.storage.getItem(storageKeys.activeNetworkId)).toBe('eip155:31338')
    expect(names()).toContain('SWITCH_NETWORK')
  })

  it('refuses a network that is not configured', async () => {
    const { appKit } = await setup()
    await expect(switchNetwork(appKit, { network: mainnet })).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
  })

  it('opens UnsupportedChain when the wallet moves to a chain the app did not configure', async () => {
    const { appKit, adapter } = await setup()
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    adapter.emit({ type: 'chainChanged', connectorId: 'dev.airlock.wallet', chainId: 999 })
    expect(appKit.state.unsupportedChain).toBe(true)
    expect(appKit.state.modal.open).toBe(true)
    expect(appKit.state.router.view).toBe('UnsupportedChain')
    // Back leaves the modal while the chain is unsupported.
    pushView(appKit, { view: 'Networks' })
    goBack(appKit)
    expect(appKit.state.modal.open).toBe(false)
    // Returning to a configured chain clears the flag and closes the UnsupportedChain view.
    openModal(appKit)
    expect(appKit.state.router.view).toBe('UnsupportedChain')
    adapter.emit({ type: 'chainChanged', connectorId: 'dev.airlock.wallet', chainId: 31338 })
    expect(appKit.state.unsupportedChain).toBe(false)
    expect(appKit.state.activeNetworkId).toBe('eip155:31338')
    expect(appKit.state.modal.open).toBe(false)
  })

  it('follows wallet-side account changes and disconnects', async () => {
    const { appKit, adapter } = await setup()
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    const next = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    adapter.emit({ type: 'accountChanged', connectorId: 'dev.airlock.wallet', address: next })
    expect(appKit.state.chains.eip155?.account.caipAddress).toBe(`eip155:31337:${next}`)
    adapter.emit({ type: 'disconnect', connectorId: 'dev.airlock.wallet' })
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    await vi.waitFor(() => expect(appKit.state.announcement).toBe('Wallet disconnected'))
  })
})

describe('modal and router', () => {
  it('closing resets the pairing URI; back with one view closes', async () => {
    const { appKit } = await setup()
    openModal(appKit)
    appKit.state.connection.uri = 'wc:abc@2'
    closeModal(appKit)
    expect(appKit.state.connection.uri).toBeUndefined()
    openModal(appKit)
    goBack(appKit)
    expect(appKit.state.modal.open).toBe(false)
    openModal(appKit)
    pushView(appKit, { view: 'AllWallets' })
    goBack(appKit)
    expect(appKit.state.modal.open).toBe(true)
    expect(appKit.state.router.view).toBe('Connect')
  })

  it('in embedded mode, closing shows Account when connected, else Connect', async () => {
    const { appKit } = await setup({ enableEmbedded: true })
    pushView(appKit, { view: 'AllWallets' })
    closeModal(appKit)
    expect(appKit.state.router.view).toBe('Connect')
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    pushView(appKit, { view: 'Networks' })
    closeModal(appKit)
    expect(appKit.state.router.view).toBe('Account')
  })

  it('opens on Account when connected', async () => {
    const { appKit } = await setup()
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    openModal(appKit)
    expect(appKit.state.router.view).toBe('Account')
  })
})
