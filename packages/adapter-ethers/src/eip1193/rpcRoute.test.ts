import { defineNetwork } from '@airlock/core'
import { type AirlockServer, createServer } from '@airlock/server'
import { devAccounts } from '@airlock/testing'
import { getFreePort } from '@airlock/testing/devnet'
import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Ethers5Adapter } from '../ethers5/Ethers5Adapter.js'
import { EthersAdapter } from '../ethers6/EthersAdapter.js'

// The network names an RPC URL where nothing listens: its balance can only be read through the
// Airlock server's RPC route (the setup context's `rpcUrl`, given when the dapp sets `apiUrl`).
const rpcUrls = inject('devnetRpcUrls')
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
let server: AirlockServer
let apiUrl: string
let deadUrl: string

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

const network = (id: number, url: string) =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name: `Airlock Local ${id}`,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [url] } },
  })
const holder = devAccounts[0].address
const onChain = async (url: string) =>
  formatEther(await createPublicClient({ transport: http(url) }).getBalance({ address: holder }))

describe.each([
  ['EthersAdapter', () => new EthersAdapter({ networks: [] })],
  ['Ethers5Adapter', () => new Ethers5Adapter({ networks: [] })],
] as const)('%s with the server’s RPC route', (_, createAdapter) => {
  it('reads balances through it, and from the network’s own URL where it does not serve', async () => {
    const adapter = createAdapter()
    const served = network(31337, deadUrl)
    const notServed = network(31338, rpcUrls.secondary)
    adapter.setup({
      networks: [served, notServed],
      projectId: 'local-dev',
      storage: sessionStorage,
      emit: () => {},
      rpcUrl: (entry) => `${apiUrl}/v1/?chainId=${entry.caipNetworkId}&projectId=local-dev`,
    })
    try {
      const viaRoute = await adapter.getBalance({ address: holder, network: served })
      expect(Number(viaRoute.balance)).toBe(Number(await onChain(rpcUrls.primary)))
      const direct = await adapter.getBalance({ address: holder, network: notServed })
      expect(Number(direct.balance)).toBe(Number(await onChain(rpcUrls.secondary)))
    } finally {
      adapter.teardown()
    }
  })
})
