import { afterEach, describe, expect, it } from 'vitest'
import { disconnect } from './actions/disconnect.js'
import { loadMessageGroups } from './actions/loadMessageGroups.js'
import { type AppKit, createAppKit } from './createAppKit.js'
import { InvalidOptionsError } from './errors/appKit.js'
import { mainnet } from './networks/evm.js'
import { airlockLocal, airlockLocal2 } from './networks/local.js'
import { solana } from './networks/solana.js'
import { createMemoryStorage } from './storage/createStorage.js'
import { storageKeys } from './storage/keys.js'
import { createTestAdapter } from './test/createTestAdapter.js'

const instances: AppKit[] = []
const create = (...args: Parameters<typeof createAppKit>) => {
  const appKit = createAppKit(...args)
  instances.push(appKit)
  return appKit
}
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('createAppKit', () => {
  it('gives each call its own state', async () => {
    const first = create({
      networks: [airlockLocal, airlockLocal2],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    const second = create({
      networks: [airlockLocal, airlockLocal2],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    first.state.modal.open = true
    expect(second.state.modal.open).toBe(false)
    expect(first.state).not.toBe(second.state)
  })

  it('fills in the spec defaults', () => {
    const appKit = create({
      networks: [airlockLocal],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    const { features } = appKit.options
    expect(features).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
    })
    expect(features.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(features.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    expect(features.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(appKit.options.enableNetworkSwitch).toBe(true)
    expect(appKit.options.allowUnsupportedChain).toBe(false)
    expect(appKit.state.activeNetworkId).toBe('eip155:31337')
  })

  it('shows the Project ID Not Configured alert without a project id, and keeps working', async () => {
    const appKit = create({
      networks: [airlockLocal],
      adapters: [createTestAdapter()],
      storage: createMemoryStorage(),
    })
    // The alert shows in the dialog, which loads the `modal` texts with it.
    await loadMessageGroups(appKit, { groups: ['modal'] })
    expect(appKit.state.alerts.map((alert) => appKit.options.messages[alert.message])).toEqual([
      'Project ID Not Configured',
    ])
    await appKit.ready
    expect(appKit.state.adapterConnectors.eip155).toHaveLength(1)
  })

  it('refuses bad options with a clear error', () => {
    expect(() => create({ networks: [] as never, projectId: 'p' })).toThrow(InvalidOptionsError)
    // Each failure names the option and the problem, in words.
    const details = (options: object) => {
      try {
        create(options as never)
      } catch (error) {
        return (error as InvalidOptionsError).details
      }
      return undefined
    }
    expect(details({ networks: [], projectId: 'p' })).toBe('networks: expected at least 1 item(s)')
    expect(details({ networks: [airlockLocal], projectId: 7 })).toBe('projectId: expected string')
    expect(details({ networks: [airlockLocal], themeMode: 'blue' })).toBe(
      'themeMode: expected one of "light", "dark"',
    )
    expect(details({ networks: [airlockLocal], apiUrl: 'not a url' })).toBe(
      'apiUrl: expected a valid url',
    )
    expect(() =>
      create({
        networks: [airlockLocal],
        defaultNetwork: mainnet,
        projectId: 'p',
        storage: createMemoryStorage(),
      }),
    ).toThrow(/defaultNetwork eip155:1 is not in "networks"/)
    expect(() =>
      create({
        networks: [airlockLocal],
        projectId: 'p',
        apiUrl: 'not a url',
        storage: createMemoryStorage(),
      }),
    ).toThrow(/apiUrl/)
    expect(() =>
      create({
        networks: [airlockLocal],
        adapters: [createTestAdapter(), createTestAdapter()],
        projectId: 'p',
        storage: createMemoryStorage(),
      }),
    ).toThrow(/two adapters for the "eip155" namespace/)
  })

  it('writes storage version marker 1 under the @appkit/ prefix', () => {
    const storage = createMemoryStorage()
    create({ networks: [airlockLocal], projectId: 'p', storage })
    expect(storage.getItem('@appkit/storage_version')).toBe('1')
    for (const key of Object.values(storageKeys)) expect(key.startsWith('@appkit/')).toBe(true)
  })

  it('restores the stored active network when it is still configured', () => {
    const storage = createMemoryStorage({ [storageKeys.activeNetworkId]: 'eip155:31338' })
    expect(
      create({ networks: [airlockLocal, airlockLocal2], projectId: 'p', storage }).state
        .activeNetworkId,
    ).toBe('eip155:31338')
    const stale = createMemoryStorage({ [storageKeys.activeNetworkId]: 'eip155:999' })
    expect(
      create({ networks: [airlockLocal, airlockLocal2], projectId: 'p', storage: stale }).state
        .activeNetworkId,
    ).toBe('eip155:31337')
  })
})

describe('start-up sync (spec §4)', () => {
  const storedConnected = () =>
    createMemoryStorage({
      [storageKeys.connectionStatus]: JSON.stringify({ eip155: 'connected' }),
      [storageKeys.connectorIds]: JSON.stringify({ eip155: 'dev.airlock.wallet' }),
      [storageKeys.addressCache]: JSON.stringify({ eip155: account }),
    })

  it('turns a stored "connected" into "connecting", then "connected" when the wallet still allows it', async () => {
    const adapter = createTestAdapter()
    adapter.authorised.add('dev.airlock.wallet')
    const appKit = create({
      networks: [airlockLocal],
      adapters: [adapter],
      projectId: 'p',
      storage: storedConnected(),
    })
    expect(appKit.state.chains.eip155?.account.status).toBe('connecting')
    await appKit.ready
    expect(appKit.state.chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: account,
      caipAddress: `eip155:31337:${account}`,
    })
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(0)
  })

  it("with AppKit's enableReconnect: false, leaves the stored connection alone: disconnected, no reconnect", async () => {
    const adapter = createTestAdapter()
    adapter.authorised.add('dev.airlock.wallet')
    const appKit = create({
      networks: [airlockLocal],
      adapters: [adapter],
      projectId: 'p',
      storage: storedConnected(),
      enableReconnect: false,
    })
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    await appKit.ready
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(adapter.calls.filter((call) => call.method === 'reconnect')).toHaveLength(0)
  })

  it('a disconnect made while the restore is still under way stands: the late restore neither reconnects nor leaves the wallet connected', async () => {
    const adapter = createTestAdapter()
    adapter.authorised.add('dev.airlock.wallet')
    // The wallet's own library restores the connection (an adapter event) while core's reconnect
    // call is still waiting for it, as wagmi's WagmiProvider does on mount.
    let release = () => {}
    const restored = new Promise<void>((resolve) => {
      release = resolve
    })
    let asked = false
    const reconnect = adapter.reconnect.bind(adapter)
    adapter.reconnect = async (parameters) => {
      asked = true
      await restored
      // As wagmi does, the library reports the restored connection before the call returns.
      const connection = await reconnect(parameters)
      if (connection) adapter.emit({ type: 'connect', ...connection })
      return connection
    }
    const appKit = create({
      networks: [airlockLocal],
      adapters: [adapter],
      projectId: 'p',
      storage: storedConnected(),
    })
    await expect.poll(() => asked).toBe(true)
    adapter.emit({
      type: 'connect',
      connectorId: 'dev.airlock.wallet',
      address: account,
      chainId: 31337,
    })
    expect(appKit.state.chains.eip155?.account.status).toBe('connected')
    await disconnect(appKit)
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    const disconnectsBefore = adapter.calls.filter((call) => call.method === 'disconnect').length

    release()
    await appKit.ready
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    // The restore brought the wallet's connection back: it is ended again.
    expect(adapter.calls.filter((call) => call.method === 'disconnect')).toHaveLength(
      disconnectsBefore + 1,
    )
  })

  it('ends "disconnected" when the wallet no longer allows it', async () => {
    const storage = storedConnected()
    const appKit = create({
      networks: [airlockLocal],
      adapters: [createTestAdapter()],
      projectId: 'p',
      storage,
    })
    await appKit.ready
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(JSON.parse(storage.getItem(storageKeys.connectionStatus) ?? '{}')).toEqual({
      eip155: 'disconnected',
    })
  })

  it('ends "disconnected" when restoring throws', async () => {
    const adapter = createTestAdapter()
    adapter.authorised.add('dev.airlock.wallet')
    adapter.failNext('reconnect', new Error('provider gone'))
    const appKit = create({
      networks: [airlockLocal],
      adapters: [adapter],
      projectId: 'p',
      storage: storedConnected(),
      debug: false,
    })
    await appKit.ready
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
  })

  it('clears the cached address of a stored "disconnected"', () => {
    const storage = createMemoryStorage({
      [storageKeys.connectionStatus]: JSON.stringify({ eip155: 'disconnected' }),
      [storageKeys.addressCache]: JSON.stringify({ eip155: account, solana: 'x' }),
    })
    create({ networks: [airlockLocal, solana], projectId: 'p', storage })
    expect(JSON.parse(storage.getItem(storageKeys.addressCache) ?? '{}')).toEqual({ solana: 'x' })
  })

  it('drops a malformed stored value and keeps the rest', async () => {
    const storage = createMemoryStorage({
      [storageKeys.connectionStatus]: '{not json',
      [storageKeys.recentWallets]: JSON.stringify([{ id: 'a', name: 'A' }]),
    })
    const appKit = create({ networks: [airlockLocal], projectId: 'p', storage })
    expect(storage.getItem(storageKeys.connectionStatus)).toBeNull()
    expect(appKit.state.recentWallets).toEqual([{ id: 'a', name: 'A' }])
  })
})

describe("AppKit's connectorImages", () => {
  it('replace the icon of the connectors they name (by id or rdns) and leave the others', async () => {
    const adapter = createTestAdapter('eip155', {
      connectors: [
        { id: 'dev.airlock.wallet', name: 'Airlock Dev Wallet', type: 'INJECTED', chain: 'eip155' },
        {
          id: 'announced',
          name: 'Announced',
          type: 'ANNOUNCED',
          chain: 'eip155',
          imageUrl: 'data:image/png;base64,AA==',
          info: { rdns: 'io.example' },
        },
        {
          id: 'other',
          name: 'Other',
          type: 'ANNOUNCED',
          chain: 'eip155',
          imageUrl: 'data:image/png;base64,BB==',
        },
      ],
    })
    const appKit = create({
      networks: [airlockLocal],
      adapters: [adapter],
      storage: createMemoryStorage(),
      connectorImages: {
        'dev.airlock.wallet': 'https://example.com/dev.png',
        'io.example': 'https://example.com/example.png',
      },
    })
    await appKit.ready
    expect(appKit.state.adapterConnectors.eip155?.map((connector) => connector.imageUrl)).toEqual([
      'https://example.com/dev.png',
      'https://example.com/example.png',
      'data:image/png;base64,BB==',
    ])
  })
})
