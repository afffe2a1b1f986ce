import { afterEach, describe, expect, it } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { ConnectionNotFoundError } from '../errors/appKit.js'
import { airlockLocal } from '../networks/local.js'
import { selectConnections } from '../selectors/connections.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { storageKeys } from '../storage/keys.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { connect } from './connect.js'
import { deleteConnection } from './deleteConnection.js'
import { disconnect } from './disconnect.js'
import { switchConnection } from './switchConnection.js'

const first = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

async function setup(storage = createMemoryStorage(), authorised: string[] = []) {
  const adapter = createTestAdapter('eip155', {
    connectors: [
      { id: 'wallet.one', name: 'Wallet One', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 'wallet.two', name: 'Wallet Two', type: 'ANNOUNCED', chain: 'eip155' },
    ],
    addresses: { 'wallet.one': first, 'wallet.two': second },
  })
  for (const id of authorised) adapter.authorised.add(id)
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [adapter],
    projectId: 'test',
    storage,
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  return { appKit, adapter, storage }
}

const ids = (list: { connectorId: string }[]) => list.map((entry) => entry.connectorId)

describe('several connections per namespace', () => {
  it('keeps both wallets connected; the latest is active, switching goes back without a prompt', async () => {
    const { appKit, adapter } = await setup()
    await connect(appKit, { connectorId: 'wallet.one' })
    await connect(appKit, { connectorId: 'wallet.two' })
    expect(ids(selectConnections(appKit.state, 'eip155').connections)).toEqual([
      'wallet.one',
      'wallet.two',
    ])
    expect(appKit.state.chains.eip155?.account.address).toBe(second)

    const connects = adapter.calls.filter((call) => call.method === 'connect').length
    const result = await switchConnection(appKit, { connectorId: 'wallet.one' })
    expect(result).toEqual({
      address: first,
      namespace: 'eip155',
      hasSwitchedAccount: true,
      hasSwitchedWallet: true,
    })
    expect(appKit.state.chains.eip155).toMatchObject({
      connectorId: 'wallet.one',
      account: { address: first, connectedWalletInfo: { name: 'Wallet One' } },
    })
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(connects)
    await expect(
      switchConnection(appKit, { connectorId: 'wallet.one', address: second }),
    ).rejects.toBeInstanceOf(ConnectionNotFoundError)
  })

  it('when the active wallet disconnects, the other live one takes over', async () => {
    const { appKit, adapter } = await setup()
    await connect(appKit, { connectorId: 'wallet.one' })
    await connect(appKit, { connectorId: 'wallet.two' })
    adapter.emit({ type: 'disconnect', connectorId: 'wallet.two' })
    expect(appKit.state.chains.eip155).toMatchObject({
      connectorId: 'wallet.one',
      account: { status: 'connected', address: first },
    })
    const { connections, recentConnections } = selectConnections(appKit.state)
    expect(ids(connections)).toEqual(['wallet.one'])
    expect(recentConnections).toEqual([
      { connectorId: 'wallet.two', accounts: [{ address: second }] },
    ])
  })

  it('disconnect({ connectorId }) ends one connection; disconnect(namespace) ends them all', async () => {
    const { appKit, adapter } = await setup()
    await connect(appKit, { connectorId: 'wallet.one' })
    await connect(appKit, { connectorId: 'wallet.two' })
    await disconnect(appKit, { connectorId: 'wallet.one' })
    expect(ids(selectConnections(appKit.state).connections)).toEqual(['wallet.two'])
    expect(appKit.state.chains.eip155?.account.address).toBe(second)

    await connect(appKit, { connectorId: 'wallet.one' })
    await disconnect(appKit, { namespace: 'eip155' })
    const disconnected = adapter.calls
      .filter((call) => call.method === 'disconnect')
      .map((call) => (call.parameters as { connectorId: string }).connectorId)
    expect(disconnected).toEqual(['wallet.one', 'wallet.two', 'wallet.one'])
    expect(selectConnections(appKit.state).connections).toEqual([])
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
  })

  it('a recent connection survives a reload; switching to it reconnects; deleting forgets it', async () => {
    const storage = createMemoryStorage()
    const before = await setup(storage)
    await connect(before.appKit, { connectorId: 'wallet.one' })
    await connect(before.appKit, { connectorId: 'wallet.two' })
    before.appKit.destroy()
    expect(JSON.parse(storage.getItem(storageKeys.connections) ?? '{}')).toEqual({
      eip155: [
        { connectorId: 'wallet.one', accounts: [{ address: first }] },
        { connectorId: 'wallet.two', accounts: [{ address: second }] },
      ],
    })

    const { appKit, adapter } = await setup(storage, ['wallet.one', 'wallet.two'])
    // Only the active connection is restored; the other one is a recent connection.
    expect(appKit.state.chains.eip155?.connectorId).toBe('wallet.two')
    expect(ids(selectConnections(appKit.state).recentConnections)).toEqual(['wallet.one'])

    const result = await switchConnection(appKit, { connectorId: 'wallet.one' })
    expect(result).toMatchObject({ address: first, hasSwitchedWallet: true })
    expect(adapter.calls.at(-1)).toEqual({
      method: 'connect',
      parameters: { connectorId: 'wallet.one', chainId: 31337 },
    })
    expect(ids(selectConnections(appKit.state).connections)).toEqual(['wallet.two', 'wallet.one'])
    expect(appKit.state.chains.eip155?.connectorId).toBe('wallet.one')

    await disconnect(appKit, { namespace: 'eip155' })
    deleteConnection(appKit, { connectorId: 'wallet.two', address: second })
    expect(ids(selectConnections(appKit.state).recentConnections)).toEqual(['wallet.one'])
    expect(storage.getItem(storageKeys.connections)).not.toContain('wallet.two')
  })
})
