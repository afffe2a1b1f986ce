import { afterEach, expect, it } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { AdapterNotFoundError } from '../errors/appKit.js'
import { LastNetworkError, NetworkNamespaceMismatchError } from '../errors/network.js'
import { airlockLocal, airlockLocal2 } from '../networks/local.js'
import { solana } from '../networks/solana.js'
import type { CaipNetwork } from '../networks/types.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { addNetwork } from './addNetwork.js'
import { connect } from './connect.js'
import { removeNetwork } from './removeNetwork.js'
import { switchNetwork } from './switchNetwork.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

// A chain as viem's `defineChain` gives it: no CAIP fields.
const anvil3 = {
  id: 31339,
  name: 'Anvil 3',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
}

async function setup() {
  const told: (readonly CaipNetwork[])[] = []
  const adapter = Object.assign(createTestAdapter(), {
    setNetworks: (networks: readonly CaipNetwork[]) => void told.push(networks),
  })
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [adapter],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  return { appKit, adapter, told }
}

const ids = (appKit: AppKit) => appKit.options.networks.map((network) => network.caipNetworkId)

it('addNetwork adds a network (a viem chain too) that switchNetwork then takes; the adapter is told', async () => {
  const { appKit, adapter, told } = await setup()
  addNetwork(appKit, { namespace: 'eip155', network: anvil3 })
  addNetwork(appKit, { namespace: 'eip155', network: airlockLocal2 })
  addNetwork(appKit, { namespace: 'eip155', network: airlockLocal2 })
  expect(ids(appKit)).toEqual(['eip155:31337', 'eip155:31339', 'eip155:31338'])
  expect(told.at(-1)?.map((network) => network.id)).toEqual([31337, 31339, 31338])
  expect(told).toHaveLength(2)
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await switchNetwork(appKit, { network: anvil3 })
  expect(adapter.calls.at(-1)).toMatchObject({
    method: 'switchNetwork',
    parameters: { network: { caipNetworkId: 'eip155:31339' } },
  })
  expect(appKit.state.activeNetworkId).toBe('eip155:31339')
})

it('addNetwork refuses a namespace without an adapter and a network of another namespace', async () => {
  const { appKit } = await setup()
  expect(() => addNetwork(appKit, { namespace: 'solana', network: solana })).toThrow(
    AdapterNotFoundError,
  )
  expect(() => addNetwork(appKit, { namespace: 'eip155', network: solana })).toThrow(
    NetworkNamespaceMismatchError,
  )
  expect(ids(appKit)).toEqual(['eip155:31337'])
})

it('removeNetwork moves the active network to the first one left; the last one stays', async () => {
  const { appKit, told } = await setup()
  addNetwork(appKit, { namespace: 'eip155', network: airlockLocal2 })
  await switchNetwork(appKit, { network: airlockLocal2 })
  expect(appKit.state.activeNetworkId).toBe('eip155:31338')
  removeNetwork(appKit, { namespace: 'eip155', networkId: 31338 })
  expect(ids(appKit)).toEqual(['eip155:31337'])
  expect(appKit.state.activeNetworkId).toBe('eip155:31337')
  expect(appKit.state.chains.eip155?.networkId).toBe('eip155:31337')
  expect(told.at(-1)?.map((network) => network.id)).toEqual([31337])
  removeNetwork(appKit, { namespace: 'eip155', networkId: 424242 })
  expect(() => removeNetwork(appKit, { namespace: 'eip155', networkId: 31337 })).toThrow(
    'The last network of a namespace cannot be removed.',
  )
  expect(() => removeNetwork(appKit, { namespace: 'eip155', networkId: 31337 })).toThrow(
    LastNetworkError,
  )
  expect(ids(appKit)).toEqual(['eip155:31337'])
})
