import { afterEach, describe, expect, it } from 'vitest'
import { getConnectList } from '../connectors/getConnectList.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { solana, solanaDevnet } from '../networks/solana.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { storageKeys } from '../storage/keys.js'
import { createTestAdapter, type TestAdapter } from '../test/createTestAdapter.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { setSendAmount } from './setSendAmount.js'
import { switchNetwork } from './switchNetwork.js'

// One dapp, two namespaces: an EVM adapter and a Solana adapter, each reporting the same dev
// wallet (EIP-6963 on eip155, Wallet Standard on solana).
const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function adapters(): { evm: TestAdapter; sol: TestAdapter } {
  return {
    evm: createTestAdapter('eip155'),
    sol: createTestAdapter('solana', {
      connectors: [
        {
          id: 'Airlock Dev Wallet',
          name: 'Airlock Dev Wallet',
          type: 'ANNOUNCED',
          chain: 'solana',
        },
      ],
      address: solanaAddress,
      chainId: solana.id,
    }),
  }
}

async function start(
  { evm, sol }: { evm: TestAdapter; sol: TestAdapter },
  storage = createMemoryStorage(),
) {
  const appKit = createAppKit({
    networks: [airlockLocal, solana, solanaDevnet],
    adapters: [evm, sol],
    projectId: 'test',
    storage,
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  return appKit
}

describe('two namespaces at once', () => {
  it('lists a wallet that announces itself on both namespaces once, holding both', async () => {
    const appKit = await start(adapters())
    const rows = getConnectList({ state: appKit.state, options: appKit.options })
    const wallets = rows.flatMap((row) => (row.kind === 'connector' ? [row.connector] : []))
    expect(wallets.map((connector) => connector.name)).toEqual(['Airlock Dev Wallet'])
    expect(wallets[0]?.connectors?.map((connector) => connector.chain)).toEqual([
      'eip155',
      'solana',
    ])
    // Narrowed to Solana, the same row shows.
    const solanaRows = getConnectList({
      state: appKit.state,
      options: appKit.options,
      namespace: 'solana',
    })
    expect(solanaRows).toHaveLength(1)
  })

  it('connects the merged wallet on every namespace; the active one stays active', async () => {
    const pair = adapters()
    const appKit = await start(pair)
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    expect(appKit.state.chains.eip155?.account.status).toBe('connected')
    expect(appKit.state.chains.solana?.account.address).toBe(solanaAddress)
    expect(appKit.state.activeNamespace).toBe('eip155')
    expect(pair.sol.calls).toContainEqual({
      method: 'connect',
      parameters: { connectorId: 'Airlock Dev Wallet', chainId: solana.id },
    })
  })

  it('connects only the namespace asked for', async () => {
    const pair = adapters()
    const appKit = await start(pair)
    await connect(appKit, { connectorId: 'dev.airlock.wallet', namespace: 'solana' })
    expect(appKit.state.chains.solana?.account.status).toBe('connected')
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(appKit.state.activeNamespace).toBe('solana')
    expect(appKit.state.activeNetworkId).toBe(solana.caipNetworkId)
  })

  it('switching to the other namespace makes its account active and resets the send state', async () => {
    const appKit = await start(adapters())
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    setSendAmount(appKit, { amount: '1' })
    await switchNetwork(appKit, { network: solana })
    expect(appKit.state.activeNamespace).toBe('solana')
    expect(appKit.state.activeNetworkId).toBe(solana.caipNetworkId)
    expect(appKit.state.send.sendTokenAmount).toBeUndefined()
    expect(appKit.state.chains.solana?.account.caipAddress).toBe(
      `${solana.caipNetworkId}:${solanaAddress}`,
    )
    expect(appKit.storage.getItem(storageKeys.activeNetworkId)).toBe(solana.caipNetworkId)
    // Back: the EVM account is still there.
    await switchNetwork(appKit, { network: airlockLocal })
    expect(appKit.state.chains.eip155?.account.status).toBe('connected')
    expect(appKit.state.activeNamespace).toBe('eip155')
  })

  it('a reload restores both namespaces and keeps the active one', async () => {
    const pair = adapters()
    const storage = createMemoryStorage()
    const first = await start(pair, storage)
    await connect(first, { connectorId: 'dev.airlock.wallet' })
    await switchNetwork(first, { network: solana })
    first.destroy()

    const again = await start(pair, storage)
    expect(again.state.chains.eip155?.account.status).toBe('connected')
    expect(again.state.chains.solana?.account.status).toBe('connected')
    expect(again.state.activeNamespace).toBe('solana')
    expect(again.state.activeNetworkId).toBe(solana.caipNetworkId)
  })

  it("a reload keeps the active namespace when the other one's adapter emits connect first", async () => {
    const pair = adapters()
    const storage = createMemoryStorage()
    const first = await start(pair, storage)
    await connect(first, { connectorId: 'dev.airlock.wallet' })
    expect(first.state.activeNamespace).toBe('eip155')
    first.destroy()

    // As SolanaAdapter does: the connect event comes with the restore, here before EVM's is back.
    const reconnectSol = pair.sol.reconnect.bind(pair.sol)
    pair.sol.reconnect = async (parameters) => {
      const connection = await reconnectSol(parameters)
      if (connection) pair.sol.emit({ type: 'connect', ...connection })
      return connection
    }
    const reconnectEvm = pair.evm.reconnect.bind(pair.evm)
    pair.evm.reconnect = async (parameters) => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      return reconnectEvm(parameters)
    }
    const again = await start(pair, storage)
    expect(again.state.chains.solana?.account.status).toBe('connected')
    expect(again.state.activeNamespace).toBe('eip155')
  })

  it('a reload whose active namespace did not come back makes the other one active', async () => {
    const pair = adapters()
    const storage = createMemoryStorage()
    const first = await start(pair, storage)
    await connect(first, { connectorId: 'dev.airlock.wallet' })
    first.destroy()
    pair.evm.authorised.clear()

    const again = await start(pair, storage)
    expect(again.state.chains.eip155?.account.status).toBe('disconnected')
    expect(again.state.activeNamespace).toBe('solana')
    expect(again.state.activeNetworkId).toBe(solana.caipNetworkId)
  })

  it("disconnect('solana') leaves eip155 connected; disconnect() takes both", async () => {
    const appKit = await start(adapters())
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    await disconnect(appKit, { namespace: 'solana' })
    expect(appKit.state.chains.solana?.account.status).toBe('disconnected')
    expect(appKit.state.chains.eip155?.account.status).toBe('connected')
    await connect(appKit, { connectorId: 'Airlock Dev Wallet', namespace: 'solana' })
    expect(appKit.state.activeNamespace).toBe('solana')
    // The active namespace goes: the one still connected becomes active.
    await disconnect(appKit, { namespace: 'solana' })
    expect(appKit.state.activeNamespace).toBe('eip155')
    expect(appKit.state.activeNetworkId).toBe(airlockLocal.caipNetworkId)
    await connect(appKit, { connectorId: 'Airlock Dev Wallet', namespace: 'solana' })
    await disconnect(appKit)
    expect(appKit.state.chains.solana?.account.status).toBe('disconnected')
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
  })

  it('an account change on the inactive namespace leaves the active one alone', async () => {
    const pair = adapters()
    const appKit = await start(pair)
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    pair.sol.emit({
      type: 'accountChanged',
      connectorId: 'Airlock Dev Wallet',
      address: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
    })
    expect(appKit.state.chains.solana?.account.address).toBe(
      'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
    )
    expect(appKit.state.activeNamespace).toBe('eip155')
  })
})
