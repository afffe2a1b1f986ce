import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../createAppKit.js'
import type { TestAdapter } from '../../test/createTestAdapter.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const next = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const instances: AppKit[] = []

afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
  vi.doUnmock('./connectionHandling.js')
  vi.resetModules()
})

/**
 * createAppKit from a module graph of its own, with connection handling's chunk counted and held
 * until `release` (the chunk on a slow network).
 */
async function setup(storage?: import('../../storage/types.js').AppKitStorage) {
  vi.resetModules()
  let release: () => void = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  const loads = { count: 0 }
  vi.doMock('./connectionHandling.js', async (importOriginal) => {
    loads.count += 1
    await arrived
    return importOriginal()
  })
  const { createAppKit } = await import('../../createAppKit.js')
  const { createTestAdapter } = await import('../../test/createTestAdapter.js')
  const { createMemoryStorage } = await import('../../storage/createStorage.js')
  const { airlockLocal } = await import('../../networks/local.js')
  const adapter: TestAdapter = createTestAdapter()
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [adapter],
    projectId: 'test',
    storage: storage ?? createMemoryStorage(),
    debug: false,
  })
  instances.push(appKit)
  return { appKit, adapter, loads, release }
}

describe('adapter events before connection handling has loaded', () => {
  it('a visitor with nothing stored sets up without loading it; the wallet list and changes of a namespace that is not connected apply at once', async () => {
    const { appKit, adapter, loads } = await setup()
    await appKit.ready
    adapter.emit({
      type: 'connectors',
      connectors: [{ id: 'other.wallet', name: 'Other', type: 'INJECTED', chain: 'eip155' }],
    })
    adapter.emit({ type: 'chainChanged', connectorId: 'other.wallet', chainId: 1 })
    adapter.emit({ type: 'accountChanged', connectorId: 'other.wallet', address: next })
    adapter.emit({ type: 'pendingTransactions' })
    adapter.emit({ type: 'disconnect', connectorId: 'other.wallet' })
    adapter.emit({ type: 'walletConnectUri', uri: 'wc:abc@2', expiresAt: 1 })
    expect(appKit.state.adapterConnectors.eip155?.map((connector) => connector.id)).toEqual([
      'other.wallet',
    ])
    expect(appKit.state.connection.uri).toBe('wc:abc@2')
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(appKit.state.modal.initialized).toBe(true)
    expect(loads.count).toBe(0)
  })

  it('a connection the wallet reports loads it; what follows waits and applies in the order reported', async () => {
    const { appKit, adapter, loads, release } = await setup()
    await appKit.ready
    adapter.emit({
      type: 'connect',
      connectorId: 'dev.airlock.wallet',
      address: account,
      chainId: 31337,
    })
    // Reported before the chunk is in: applied after the connection, not dropped as "not connected".
    adapter.emit({ type: 'accountChanged', connectorId: 'dev.airlock.wallet', address: next })
    await vi.waitFor(() => expect(loads.count).toBe(1))
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    release()
    await vi.waitFor(() =>
      expect(appKit.state.chains.eip155?.account).toMatchObject({
        status: 'connected',
        address: next,
      }),
    )
    // Loaded: the next event applies as it is reported.
    adapter.emit({ type: 'disconnect', connectorId: 'dev.airlock.wallet' })
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
  })

  it('a stored connection loads it to restore, and `ready` waits for the restore', async () => {
    const first = await setup()
    first.release()
    await first.appKit.ready
    const { connect } = await import('../connect.js')
    await connect(first.appKit, { connectorId: 'dev.airlock.wallet' })
    const storage = first.appKit.storage
    first.appKit.destroy()

    const { appKit, adapter, loads, release } = await setup(storage)
    // The wallet still has the dapp authorised: it reconnects without a prompt.
    adapter.authorised.add('dev.airlock.wallet')
    expect(appKit.state.chains.eip155?.account.status).toBe('connecting')
    let ready = false
    void appKit.ready.then(() => {
      ready = true
    })
    await vi.waitFor(() => expect(loads.count).toBe(1))
    expect(ready).toBe(false)
    release()
    await appKit.ready
    expect(appKit.state.chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: account,
    })
  })
})
