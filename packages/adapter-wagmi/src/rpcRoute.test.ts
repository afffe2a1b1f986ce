import { createAppKit, createMemoryStorage, defineNetwork } from '@airlock/core'
import { type AirlockServer, createServer } from '@airlock/server'
import { devAccounts } from '@airlock/testing'
import { getFreePort } from '@airlock/testing/devnet'
import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { createWagmiMemoryStorage } from './test/createWagmiMemoryStorage.js'
import { WagmiAdapter } from './WagmiAdapter.js'

// The dapp's first chain names an RPC URL where nothing listens: a read of it can only succeed
// through the Airlock server's RPC route, which forwards to the real node. The second chain is
// one the server does not serve: its reads fall back to the chain's own URL.
const rpcUrls = inject('devnetRpcUrls')
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
let deadUrl: string
let server: AirlockServer
let apiUrl: string

beforeAll(async () => {
  deadUrl = `http://127.0.0.1:${await getFreePort()}`
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    frame: false,
    rateLimit: false,
    chains: [
      {
        id: 31337,
        name: 'Airlock Local',
        rpcUrl: rpcUrls.primary,
        nativeCurrency: ether,
        tokens: [],
      },
    ],
    bitcoinNetworks: [],
    solanaNetworks: [],
  })
  apiUrl = await server.listen()
})
afterAll(async () => {
  await server?.close()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function start(apiUrlOption: string | undefined) {
  const served = defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Airlock Local',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [deadUrl] } },
  })
  const notServed = defineNetwork({
    id: 31338,
    chainNamespace: 'eip155',
    name: 'Airlock Local 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrls.secondary] } },
  })
  const networks = [served, notServed] as const
  const adapter = new WagmiAdapter({
    networks,
    projectId: 'local-dev',
    storage: createWagmiMemoryStorage(),
  })
  const appKit = createAppKit({
    adapters: [adapter],
    networks: [...networks],
    projectId: 'local-dev',
    storage: createMemoryStorage(),
    features: { email: false, socials: false, analytics: false },
    ...(apiUrlOption === undefined ? {} : { apiUrl: apiUrlOption }),
  })
  cleanups.push(() => {
    adapter.teardown()
    appKit.destroy()
  })
  await appKit.ready
  return { adapter, served, notServed }
}

const holder = devAccounts[0].address
const onChain = (url: string) =>
  createPublicClient({ transport: http(url) }).getBalance({ address: holder })

describe('WagmiAdapter with apiUrl: chains read through the server’s RPC route', () => {
  it('reads a chain the server serves through it, another from its own URL', async () => {
    const { adapter, served, notServed } = await start(apiUrl)
    const viaRoute = await adapter.getBalance({ address: holder, network: served })
    expect(viaRoute).toEqual({
      balance: formatEther(await onChain(rpcUrls.primary)),
      symbol: 'ETH',
    })
    const direct = await adapter.getBalance({ address: holder, network: notServed })
    expect(direct).toEqual({
      balance: formatEther(await onChain(rpcUrls.secondary)),
      symbol: 'ETH',
    })
  })

  it('without apiUrl, reads go to the chain’s own URL only', async () => {
    const { adapter, served } = await start(undefined)
    await expect(adapter.getBalance({ address: holder, network: served })).rejects.toThrow()
  })
})
