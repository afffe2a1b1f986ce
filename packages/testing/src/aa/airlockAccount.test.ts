import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  parseAbi,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compileAirlockAccountFactory } from '../../scripts/compile-account.js'
import { type AnvilInstance, startAnvil } from '../devnet/anvil.js'
import { getFreePort } from '../devnet/freePort.js'
import { deployAccountAbstraction, devnetAccountAbstraction } from './accountAbstraction.js'
import { airlockAccountFactoryCode } from './airlockAccountFactoryCode.js'

// The embedded wallet's ERC-4337 account (contracts/AirlockAccount.sol) on a real anvil: its
// ERC-1271 answer for the owner's replay-safe signature, and for everything else.
const magicValue = '0x1626ba7e'
const factory = devnetAccountAbstraction.airlockAccountFactory
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function replaySafeHash(bytes32 hash) view returns (bytes32)',
  'function owner() view returns (address)',
])

/** What the owner signs for `hash` (the scheme documented in the contract). */
const replaySafeTypedData = (chainId: number, account: Address, hash: Hex) =>
  ({
    domain: { name: 'AirlockAccount', version: '1', chainId, verifyingContract: account },
    types: { AirlockAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockAccountMessage',
    message: { hash },
  }) as const

const chainId = 31337
let anvil: AnvilInstance
const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
let client: ReturnType<typeof createPublicClient>
let account: Address

beforeAll(async () => {
  anvil = await startAnvil({ chainId, port: await getFreePort() })
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  account = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

test('the committed factory code is what contracts/AirlockAccount.sol compiles to', () => {
  expect(compileAirlockAccountFactory()).toBe(airlockAccountFactoryCode)
}, 120_000)

describe('AirlockAccount', () => {
  const message = 'Sign in to example.com'
  const hash = hashMessage(message)

  test('before deployment, an ERC-6492 signature (the factory call wrapped around it) is valid for the counterfactual account', async () => {
    expect(await client.getCode({ address: account })).toBeUndefined()
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
      signature: await owner.signTypedData(replaySafeTypedData(chainId, account, hash)),
    })
    expect(await client.verifyMessage({ address: account, message, signature })).toBe(true)
    const forged = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
      signature: await stranger.signTypedData(replaySafeTypedData(chainId, account, hash)),
    })
    expect(await client.verifyMessage({ address: account, message, signature: forged })).toBe(false)
  })

  test('deployed by anyone through the factory: the owner is the one in the address', async () => {
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
    await testClient.setBalance({ address: stranger.address, value: parseEther('1') })
    const wallet = createWalletClient({
      account: stranger,
      chain: {
        id: chainId,
        name: 'anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      },
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 0n],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    expect(await client.getCode({ address: account })).toMatch(/^0x[0-9a-f]+$/)
    expect(
      await client.readContract({ address: account, abi: accountAbi, functionName: 'owner' }),
    ).toBe(owner.address)
  })

  test("the owner's signature of the replay-safe hash gives the ERC-1271 magic value", async () => {
    const signature = await owner.signTypedData(replaySafeTypedData(chainId, account, hash))
    expect(
      await client.readContract({
        address: account,
        abi: accountAbi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      }),
    ).toBe(magicValue)
    expect(await client.verifyMessage({ address: account, message, signature })).toBe(true)
  })

  test('another signer, a plain owner signature of the hash, or one bound to another chain or account: not valid', async () => {
    const other = privateKeyToAccount(generatePrivateKey()).address
    const refused: Hex[] = [
      await stranger.signTypedData(replaySafeTypedData(chainId, account, hash)),
      // What the owner's EOA signs for the same message: replayable, so refused.
      await owner.signMessage({ message }),
      await owner.signTypedData(replaySafeTypedData(chainId + 1, account, hash)),
      await owner.signTypedData(replaySafeTypedData(chainId, other, hash)),
      '0x',
      toHex(new Uint8Array(65)),
    ]
    for (const signature of refused) {
      expect(
        await client.readContract({
          address: account,
          abi: accountAbi,
          functionName: 'isValidSignature',
          args: [hash, signature],
        }),
      ).toBe('0xffffffff')
    }
  })
})
