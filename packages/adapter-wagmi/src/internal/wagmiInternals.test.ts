import { type Config, createConfig, disconnect, mock, version, watchConnectors } from '@wagmi/core'
import { defineChain, http } from 'viem'
import { describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { createWagmiMemoryStorage } from '../test/createWagmiMemoryStorage.js'
import { addWagmiConnectors, getWagmiStoragePersistence } from './wagmiInternals.js'

// These tests pin the private parts of wagmi the adapter relies on. If one fails after a wagmi
// upgrade, the adapter is broken on that version: fix wagmiInternals.ts (or drop the access if
// wagmi made it public) before widening the peer range.

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = defineChain({
  id: 31337,
  name: 'Pinned',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const second = defineChain({ ...chain, id: 31338, name: 'Pinned 2' })

function createPinnedConfig(
  parameters: Pick<Parameters<typeof createConfig>[0], 'ssr' | 'storage'>,
) {
  return createConfig({
    chains: [chain, second],
    transports: { [chain.id]: http(), [second.id]: http() },
    connectors: [],
    ...parameters,
  }) as unknown as Config
}

/**
 * `version` against a range of the form `>=a.b.c <x.y.z`, or several joined with ` || ` (one per
 * wagmi major), the only forms the peer range uses.
 */
function satisfies(version: string, range: string): boolean {
  const parse = (value: string) => value.split('.').map(Number)
  const compare = (a: number[], b: number[]) =>
    a.reduce((order, part, index) => order || Math.sign(part - (b[index] ?? 0)), 0)
  const installed = parse(version)
  return range.split(' || ').some((alternative) => {
    const match = /^>=(\d+\.\d+\.\d+) <(\d+\.\d+\.\d+)$/.exec(alternative)
    if (!match) throw new Error(`Unexpected peer range ${range}: expected ">=a.b.c <x.y.z"`)
    return compare(installed, parse(match[1]!)) >= 0 && compare(installed, parse(match[2]!)) < 0
  })
}

describe('wagmi internals the adapter relies on', () => {
  it('runs against an @wagmi/core inside the peer range', () => {
    const range = packageJson.peerDependencies['@wagmi/core']
    expect(/^\d+\.\d+\.\d+$/.test(version), `@wagmi/core version ${version}`).toBe(true)
    expect(satisfies(version, range), `@wagmi/core ${version} is outside ${range}`).toBe(true)
  })

  it('has the shape wagmiInternals.ts types', () => {
    const config = createPinnedConfig({ storage: createWagmiMemoryStorage() })
    expect(config._internal).toMatchObject({
      store: {
        persist: {
          hasHydrated: expect.any(Function),
          rehydrate: expect.any(Function),
          onFinishHydration: expect.any(Function),
        },
      },
      connectors: { setup: expect.any(Function), setState: expect.any(Function) },
    })
  })

  it('reports when the config has read its storage', async () => {
    const config = createPinnedConfig({ storage: createWagmiMemoryStorage() })
    const persistence = getWagmiStoragePersistence(config)
    expect(persistence).toBeDefined()
    if (!persistence?.hasHydrated()) {
      await new Promise<void>((resolve) => persistence?.onFinishHydration(() => resolve()))
    }
    expect(persistence?.hasHydrated()).toBe(true)
    expect(getWagmiStoragePersistence(createPinnedConfig({ storage: null }))).toBeUndefined()
  })

  it('reads storage on rehydrate with ssr, and not before', async () => {
    const storage = createWagmiMemoryStorage()
    const config = createPinnedConfig({ ssr: true, storage })
    const persistence = getWagmiStoragePersistence(config)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(persistence?.hasHydrated()).toBe(false)
    expect(config.state.chainId).toBe(chain.id)
    // What an earlier page left in storage.
    await storage.setItem('store', {
      state: { chainId: second.id, connections: { __type: 'Map', value: [] }, current: null },
      version: Number(version.split('.')[0]),
    })
    await persistence?.rehydrate()
    expect(persistence?.hasHydrated()).toBe(true)
    expect(config.state.chainId).toBe(second.id)
  })

  it('adds a connector to a live config: listed, watched, and wired to the config state', async () => {
    const config = createPinnedConfig({ storage: null })
    const seen: string[][] = []
    const unwatch = watchConnectors(config, {
      onChange: (connectors) => seen.push(connectors.map(({ id }) => id)),
    })
    const [added] = addWagmiConnectors(config, [mock({ accounts: [account] })])
    unwatch()
    expect(added).toMatchObject({ id: 'mock', uid: expect.any(String) })
    expect(config.connectors).toContain(added)
    expect(seen).toEqual([['mock']])
    // A second add of the same id leaves the list alone.
    expect(addWagmiConnectors(config, [mock({ accounts: [account] })])).toEqual([])
    expect(config.connectors.map(({ id }) => id)).toEqual(['mock'])

    // Set up as wagmi sets up its own: a wallet-initiated `connect` reaches the config's state.
    added?.emitter.emit('connect', { accounts: [account], chainId: chain.id })
    expect(config.state).toMatchObject({ status: 'connected', current: added?.uid })
    expect(config.state.connections.get(added?.uid ?? '')?.accounts).toEqual([account])
    await disconnect(config, { connector: added })
    expect(config.state.status).toBe('disconnected')
  })
})
