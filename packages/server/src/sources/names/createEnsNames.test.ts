import { devAccounts, devnetAssets, devnetCollection, devnetEns } from '@airlock/testing'
import {
  type AnvilInstance,
  type AssetsServer,
  getDevnetStatePath,
  getFreePort,
  startAnvil,
  startAssetsServer,
} from '@airlock/testing/devnet'
import { createTestClient, createWalletClient, type Hex, http, namehash, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryCache } from '../../cache/createCache.js'
import { createChainRuntimes } from '../../chains/chainRuntime.js'
import { localChains } from '../../config/localChains.js'
import type { NftMetadataAccess } from '../../nft/nftMetadata.js'
import { createEnsNames } from './createEnsNames.js'

// One chain from the devnet's seeded state (ENS with alice.eth and bob.eth), which each test gets
// back as seeded (a snapshot taken at start, reverted to), and the devnet's assets server on a free
// port.
let anvil: AnvilInstance
let assets: AssetsServer
let snapshot: Hex
const testClient = () =>
  createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl), pollingInterval: 50 })
beforeAll(async () => {
  ;[anvil, assets] = await Promise.all([
    startAnvil({ chainId: 31337, port: await getFreePort(), loadState: getDevnetStatePath() }),
    startAssetsServer(await getFreePort()),
  ])
  snapshot = await testClient().snapshot()
})
afterAll(async () => {
  await anvil?.stop()
  await assets?.stop()
})

const [alice, bob, mismatched, nameless] = devAccounts
const assetsHost = () => new URL(assets.baseUrl).host

async function setup({
  allowHosts = [assetsHost()],
  cacheMs,
}: {
  allowHosts?: string[]
  cacheMs?: number
} = {}) {
  const chains = createChainRuntimes([{ ...localChains[0]!, rpcUrl: anvil.rpcUrl }])
  const access: NftMetadataAccess = {
    rewrites: { [devnetAssets.baseUrl]: assets.baseUrl },
    allowHosts,
    ipfsGateway: 'https://gateway.example/ipfs/',
    timeoutMs: 5_000,
    maxBytes: 256 * 1024,
    maxRedirects: 3,
  }
  const names = createEnsNames({ chains, cache: createMemoryCache(), access, cacheMs })
  if (!names) throw new Error('the devnet chain has a Universal Resolver')
  /** Sets a text record of the name, signed by its owner. */
  const setAvatar = async (owner: Hex, name: string, value: string) => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(owner),
      transport: http(anvil.rpcUrl),
      pollingInterval: 50,
    }).extend(publicActions)
    const hash = await wallet.writeContract({
      chain: null,
      address: devnetEns.publicResolver,
      abi: [
        {
          type: 'function',
          name: 'setText',
          stateMutability: 'nonpayable',
          inputs: [{ type: 'bytes32' }, { type: 'string' }, { type: 'string' }],
          outputs: [],
        },
      ],
      functionName: 'setText',
      args: [namehash(name), 'avatar', value],
    })
    expect((await wallet.waitForTransactionReceipt({ hash })).status).toBe('success')
  }
  return { names, setAvatar }
}

beforeEach(async () => {
  const client = testClient()
  await client.revert({ id: snapshot })
  snapshot = await client.snapshot()
})

describe('ENS names through the Universal Resolver', () => {
  it('names account 0 alice.eth with its image URL and account 1 bob.eth with its data: URI', async () => {
    const { names } = await setup()
    expect(names.chainId).toBe('eip155:31337')
    expect(await names.lookupAddress(alice.address)).toEqual({
      name: 'alice.eth',
      address: alice.address,
      avatar: `${assets.baseUrl}/avatar/alice.svg`,
    })
    expect(await names.lookupAddress(bob.address)).toEqual({
      name: 'bob.eth',
      address: bob.address,
      avatar: devnetEns.names.bob.avatar,
    })
  })

  it('gives no name to a reverse record that does not resolve back, nor to an account without one', async () => {
    const { names } = await setup()
    expect(mismatched.address).toBe(devnetEns.mismatchedReverse.address)
    expect(await names.lookupAddress(mismatched.address)).toBeNull()
    expect(await names.lookupAddress(nameless.address)).toBeNull()
  })

  it('resolves a typed name, in normal form first, and nothing for a free or malformed one', async () => {
    const { names } = await setup()
    expect((await names.resolveName('bob.eth'))?.address).toBe(bob.address)
    expect(await names.resolveName('Alice.eth')).toMatchObject({
      name: 'alice.eth',
      address: alice.address,
    })
    expect(await names.resolveName('nobody.eth')).toBeNull()
    expect(await names.resolveName('bad..eth')).toBeNull()
  })

  it('hands out an http avatar only from an allowed host, and no other scheme', async () => {
    const { names, setAvatar } = await setup({ allowHosts: [] })
    expect(await names.lookupAddress(alice.address)).toMatchObject({
      name: 'alice.eth',
      avatar: null,
    })
    const other = await setup()
    await other.setAvatar(alice.privateKey, 'alice.eth', 'javascript:alert(1)')
    expect((await other.names.resolveName('alice.eth'))?.avatar).toBeNull()
    await setAvatar(bob.privateKey, 'bob.eth', 'ipfs://bafyavatar/b.png')
    expect((await names.resolveName('bob.eth'))?.avatar).toBe(
      'https://gateway.example/ipfs/bafyavatar/b.png',
    )
  })

  it("shows an eip155 NFT avatar's image when the name's address holds the token, and none otherwise", async () => {
    const { names, setAvatar } = await setup()
    const token = `eip155:31337/erc721:${devnetCollection.address}/1`
    await setAvatar(alice.privateKey, 'alice.eth', token)
    await setAvatar(bob.privateKey, 'bob.eth', token)
    expect((await names.lookupAddress(alice.address))?.avatar).toBe(`${assets.baseUrl}/nft/1.svg`)
    expect(await names.lookupAddress(bob.address)).toMatchObject({ name: 'bob.eth', avatar: null })
    // A chain the server does not serve is not read.
    await setAvatar(alice.privateKey, 'alice.eth', token.replace('31337', '1'))
    expect((await names.resolveName('alice.eth'))?.avatar).toBeNull()
  })

  it('keeps an answer for its TTL: a changed record shows once it expires', async () => {
    const { names, setAvatar } = await setup({ cacheMs: 60_000 })
    expect((await names.lookupAddress(bob.address))?.avatar).toBe(devnetEns.names.bob.avatar)
    await setAvatar(bob.privateKey, 'bob.eth', 'https://images.example/bob.png')
    expect((await names.lookupAddress(bob.address))?.avatar).toBe(devnetEns.names.bob.avatar)

    const fresh = await setup({ cacheMs: 1 })
    expect((await fresh.names.lookupAddress(bob.address))?.avatar).toBe(
      'https://images.example/bob.png',
    )
    await fresh.setAvatar(bob.privateKey, 'bob.eth', 'https://images.example/bob-2.png')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await fresh.names.lookupAddress(bob.address))?.avatar).toBe(
      'https://images.example/bob-2.png',
    )
  })
})
