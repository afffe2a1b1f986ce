import { createBlockchainApiClient, getIdentity, getNameAccount } from '@airlock/blockchain-api'
import { devAccounts, devnetAssets, devnetEns } from '@airlock/testing'
import {
  type AnvilInstance,
  type AssetsServer,
  getDevnetStatePath,
  getFreePort,
  startAnvil,
  startAssetsServer,
} from '@airlock/testing/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, createServer } from '../createServer.js'

// A server whose chain is an anvil from the devnet's state: ENS with alice.eth and bob.eth.
let anvil: AnvilInstance
let assets: AssetsServer
let server: AirlockServer
let url: string
const [alice, bob, mismatched] = devAccounts

beforeAll(async () => {
  anvil = await startAnvil({
    chainId: 31337,
    port: await getFreePort(),
    loadState: getDevnetStatePath(),
  })
  assets = await startAssetsServer(await getFreePort())
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [{ ...localChains[0]!, rpcUrl: anvil.rpcUrl, dex: undefined }],
    identities: { [bob.address]: { name: 'bob-keeper.reown.id', avatar: null } },
    metadataRewrites: { [devnetAssets.baseUrl]: assets.baseUrl },
    nftMetadata: { allowHosts: [new URL(assets.baseUrl).host] },
    indexer: false,
    relay: false,
    frame: false,
    rpc: false,
    rateLimit: false,
    bitcoinNetworks: [],
    solanaNetworks: [],
  })
  url = await server.listen()
}, 60_000)
afterAll(async () => {
  await server?.close()
  await assets?.stop()
  await anvil?.stop()
})

const client = () =>
  createBlockchainApiClient({ baseUrl: url, projectId: 'local-dev', retryCount: 0 })

describe('names from ENS', () => {
  test("the identity route answers an account's ENS name and avatar, and nulls without a verified name", async () => {
    expect(await getIdentity(client(), { address: alice.address })).toEqual({
      name: 'alice.eth',
      avatar: `${assets.baseUrl}/avatar/alice.svg`,
    })
    expect(await getIdentity(client(), { address: mismatched.address })).toEqual({
      name: null,
      avatar: null,
    })
  })

  test("a name of the server's own comes before the account's ENS name", async () => {
    expect(await getIdentity(client(), { address: bob.address })).toEqual({
      name: 'bob-keeper.reown.id',
      avatar: null,
    })
  })

  test('the profile route resolves an ENS name for Send; a name that does not resolve is not found', async () => {
    expect(await getNameAccount(client(), { name: 'bob.eth' })).toEqual({
      name: 'bob.eth',
      registered: 0,
      updated: 0,
      addresses: { '60': { address: bob.address, created: 0 } },
      attributes: { avatar: devnetEns.names.bob.avatar },
    })
    expect(await getNameAccount(client(), { name: 'nobody.eth' })).toBeUndefined()
  })
})
