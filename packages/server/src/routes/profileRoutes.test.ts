import {
  convertChainIdToCoinType,
  createBlockchainApiClient,
  getNameAccount,
  getNameSuggestions,
  getNamesForAddress,
  InvalidChainIdError,
  NameRegistrationError,
  registerName,
} from '@airlock/blockchain-api'
import { devAccounts } from '@airlock/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, createServer } from '../createServer.js'

// Names need no chain for an ordinary account's signature: the chain is listed, never called.
let server: AirlockServer
let url: string
beforeAll(async () => {
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [{ ...localChains[0]!, rpcUrl: 'http://127.0.0.1:9', dex: undefined }],
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
})

const client = () =>
  createBlockchainApiClient({ baseUrl: url, projectId: 'local-dev', retryCount: 0 })
const alice = privateKeyToAccount(devAccounts[3].privateKey)
const mallory = privateKeyToAccount(devAccounts[4].privateKey)
const coinType = convertChainIdToCoinType(31337)

async function signed(
  account: typeof alice,
  name: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const message = JSON.stringify({ name, attributes: {}, timestamp })
  return { message, signature: await account.signMessage({ message }) }
}

describe('profile routes', () => {
  test('chain id → coin type (ENSIP-11); at or above 0x80000000 is an Invalid chainId', () => {
    expect(convertChainIdToCoinType(1)).toBe(60)
    expect(convertChainIdToCoinType(31337)).toBe(0x80000000 + 31337)
    expect(() => convertChainIdToCoinType(0x80000000)).toThrow(InvalidChainIdError)
    expect(() => convertChainIdToCoinType(0x80000000)).toThrow('Invalid chainId')
  })

  test('register alice-test.reown.id with a signed message; look it up by name and address; suggestions mark it taken', async () => {
    const name = 'alice-test.reown.id'
    expect(await getNameAccount(client(), { name })).toBeUndefined()
    const registered = await registerName(client(), {
      name,
      coinType,
      chainId: 'eip155:31337',
      address: alice.address,
      ...(await signed(alice, name)),
    })
    if (!registered.success) throw new Error('not registered')
    expect(registered.record.addresses[String(coinType)]?.address).toBe(alice.address.toLowerCase())

    const record = await getNameAccount(client(), { name: 'Alice-Test.reown.id' })
    expect(record?.name).toBe(name)
    const names = await getNamesForAddress(client(), { address: alice.address })
    expect(names.map((entry) => entry.name)).toEqual([name])
    const identity = await fetch(`${url}/v1/identity/${alice.address}?projectId=local-dev`)
    expect(await identity.json()).toEqual({ name, avatar: null })

    const suggestions = await getNameSuggestions(client(), { name: 'alice-test' })
    expect(suggestions[0]).toEqual({ name, registered: true })
    expect(suggestions.slice(1).every((entry) => !entry.registered)).toBe(true)
  })

  test('refusals: a taken name, a signature by another key, a stale timestamp, a bad name: Error registering name {name}', async () => {
    const name = 'bob-taken.reown.id'
    const first = await registerName(client(), {
      name,
      coinType,
      chainId: 'eip155:31337',
      address: alice.address,
      ...(await signed(alice, name)),
    })
    expect(first.success).toBe(true)
    const attempts = [
      // Taken by alice.
      { address: mallory.address, ...(await signed(mallory, name)), name },
      // Signed by mallory for alice's address.
      {
        address: alice.address,
        ...(await signed(mallory, 'carol-x.reown.id')),
        name: 'carol-x.reown.id',
      },
      // Signed an hour ago.
      {
        address: alice.address,
        ...(await signed(alice, 'dave-x.reown.id', Math.floor(Date.now() / 1000) - 3600)),
        name: 'dave-x.reown.id',
      },
      // Three letters, and a foreign suffix.
      { address: alice.address, ...(await signed(alice, 'abc.reown.id')), name: 'abc.reown.id' },
      { address: alice.address, ...(await signed(alice, 'erin-x.eth')), name: 'erin-x.eth' },
    ]
    for (const attempt of attempts) {
      const failure = await registerName(client(), {
        coinType,
        chainId: 'eip155:31337',
        ...attempt,
      }).catch((error: unknown) => error)
      expect(failure, attempt.name).toBeInstanceOf(NameRegistrationError)
      expect((failure as Error).message).toContain(`Error registering name ${attempt.name}`)
    }
    expect((await getNameAccount(client(), { name }))?.addresses[String(coinType)]?.address).toBe(
      alice.address.toLowerCase(),
    )
    // The legacy suffix is accepted.
    const legacy = await registerName(client(), {
      name: 'alice-old.wcn.id',
      coinType,
      chainId: 'eip155:31337',
      address: alice.address,
      ...(await signed(alice, 'alice-old.wcn.id')),
    })
    expect(legacy.success).toBe(true)
  })

  test('off the supported-chains list registration is success false and nothing is sent', async () => {
    const name = 'frank-x.reown.id'
    const result = await registerName(client(), {
      name,
      coinType: convertChainIdToCoinType(31338),
      chainId: 'eip155:31338',
      address: alice.address,
      ...(await signed(alice, name)),
    })
    expect(result).toEqual({ success: false })
    expect(await getNameAccount(client(), { name })).toBeUndefined()
  })
})
