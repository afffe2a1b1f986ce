import {
  type AppKit,
  connect,
  createAppKit,
  createMemoryStorage,
  defineNetwork,
  fetchCounterpartyNames,
  fetchIdentity,
  fetchTokenBalances,
  fetchTransactions,
  sendTokens,
  setReceiverAddress,
  setSendAmount,
  setSendToken,
} from '@airlock/core'
import { type AirlockServer, createServer, localChains } from '@airlock/server'
import { devAccounts, devnetAssets, devnetEns } from '@airlock/testing'
import { type Devnet, getFreePort, startDevnet } from '@airlock/testing/devnet'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createViemTestAdapter } from './createViemTestAdapter.js'

// The modal's names (@airlock/core) against this server and a devnet with ENS: alice.eth is
// account 0, bob.eth account 1, account 2's reverse record fails the forward check.
let devnet: Devnet
let server: AirlockServer
let apiUrl: string

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { primary: await getFreePort(), secondary: await getFreePort() },
    assetsPort: await getFreePort(),
  })
  const assetsHost = new URL(devnet.assets?.baseUrl ?? devnetAssets.baseUrl).host
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    rateLimit: false,
    chains: [
      { ...localChains[0]!, rpcUrl: devnet.chains.primary.rpcUrl },
      { ...localChains[1]!, rpcUrl: devnet.chains.secondary.rpcUrl },
    ],
    indexer: { pollIntervalMs: 100 },
    relay: false,
    frame: false,
    bitcoinNetworks: [],
    solanaNetworks: [],
    metadataRewrites: devnet.assets ? { [devnetAssets.baseUrl]: devnet.assets.baseUrl } : undefined,
    nftMetadata: { allowHosts: [assetsHost] },
  })
  apiUrl = await server.listen()
  const deadline = Date.now() + 30_000
  while (!(await fetch(`${apiUrl}/ready`)).ok) {
    if (Date.now() > deadline) throw new Error('the server did not index the devnet in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}, 60_000)

afterAll(async () => {
  await server?.close()
  await devnet?.stop()
}, 30_000)

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

async function connectedAppKit(index: number): Promise<AppKit> {
  const network = defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Airlock Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.chains.primary.rpcUrl] } },
  })
  const appKit = createAppKit({
    adapters: [createViemTestAdapter({ privateKey: devAccounts[index]!.privateKey, network })],
    networks: [network],
    projectId: 'local-dev',
    apiUrl,
    storage: createMemoryStorage(),
    features: { analytics: false },
  })
  instances.push(appKit)
  await appKit.ready
  await connect(appKit, { connectorId: 'viem' })
  return appKit
}

describe('names in the modal', () => {
  it("the connected account's ENS name and avatar go into profileName and profileImage", async () => {
    const appKit = await connectedAppKit(0)
    expect(await fetchIdentity(appKit)).toEqual({
      name: 'alice.eth',
      avatar: `${devnet.assets?.baseUrl}/avatar/alice.svg`,
    })
    expect(appKit.state.chains.eip155?.account).toMatchObject({
      profileName: 'alice.eth',
      profileImage: `${devnet.assets?.baseUrl}/avatar/alice.svg`,
    })
    // Another address is answered, not stored; a reverse record that fails the check has no name.
    expect(await fetchIdentity(appKit, { address: devAccounts[2].address })).toEqual({
      name: undefined,
      avatar: undefined,
    })
    expect(appKit.state.chains.eip155?.account.profileName).toBe('alice.eth')
  })

  it('Send to bob.eth: the name resolves to its address, which receives the ETH on chain; Activity names it', async () => {
    const appKit = await connectedAppKit(0)
    const bob = devnetEns.names.bob.address as Address
    const balances = await fetchTokenBalances(appKit)
    setSendToken(appKit, { token: balances.find((balance) => !balance.address) })
    setSendAmount(appKit, { amount: '0.1' })
    await setReceiverAddress(appKit, { address: 'bob.eth' })
    expect(appKit.state.send).toMatchObject({
      receiverName: 'bob.eth',
      receiverAddress: bob,
      receiverProfileName: 'bob.eth',
      receiverProfileImageUrl: devnetEns.names.bob.avatar,
    })
    const chain = createPublicClient({ transport: http(devnet.chains.primary.rpcUrl) })
    const before = await chain.getBalance({ address: bob })
    const { hash } = await sendTokens(appKit)
    expect(await chain.getBalance({ address: bob })).toBe(before + parseEther('0.1'))

    // Activity names the receiver of the send.
    const deadline = Date.now() + 15_000
    while (!appKit.state.transactions.transactions.some((row) => row.metadata.hash === hash)) {
      if (Date.now() > deadline) throw new Error('the send did not show in the history')
      await fetchTransactions(appKit)
    }
    expect(await fetchCounterpartyNames(appKit)).toMatchObject({ [bob.toLowerCase()]: 'bob.eth' })
    expect(appKit.state.transactions.names[bob.toLowerCase()]).toBe('bob.eth')
  })

  it("a name that does not resolve leaves no receiver address and says 'Error resolving name'", async () => {
    const appKit = await connectedAppKit(0)
    await setReceiverAddress(appKit, { address: 'nobody.eth' })
    expect(appKit.state.send).toMatchObject({
      receiverName: 'nobody.eth',
      receiverAddress: undefined,
    })
    expect(appKit.state.toast).toMatchObject({
      message: 'Error resolving name',
      variant: 'error',
    })
  })
})
