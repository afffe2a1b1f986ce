import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetworkId, SIWXSession } from '@airlock/blockchain-api'
import { type AnvilInstance, getFreePort, startAnvil } from '@airlock/testing/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'
import { base58, createBase58check } from '@scure/base'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileOwnedAccount } from '../../test/compileOwnedAccount.js'
import { SiwxRpcHttpError, SiwxVerifierUnavailableError } from '../errors/siwx.js'
import { formatSiwxMessage } from '../messages/formatSiwxMessage.js'
import {
  bip322MessageHash,
  bip322ToSignHash,
  bip322ToSpendHash,
  decodeSegwitAddress,
  getBip322Address,
  signBip322Message,
  toTxid,
  verifyBip322Signature,
} from './bip322.js'
import { createBip122Verifier } from './createBip122Verifier.js'
import { createEip155Verifier } from './createEip155Verifier.js'
import { createSolanaVerifier } from './createSolanaVerifier.js'
import { verifySiwxSession } from './verifySiwxSession.js'

// Anvil's first two standard accounts.
const owner = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const stranger = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

function sessionFor(chainId: CaipNetworkId, accountAddress: string, signature = ''): SIWXSession {
  const data = {
    chainId,
    accountAddress,
    domain: 'shop.example',
    uri: 'https://shop.example',
    version: '1',
    nonce: 'n0nce1234567',
    issuedAt: '2025-03-01T10:00:00.000Z',
  }
  return { data, message: formatSiwxMessage(data), signature }
}

function tamper(session: SIWXSession): SIWXSession {
  return { ...session, message: session.message.replace('n0nce1234567', 'n0nce7654321') }
}

describe('eip155', () => {
  let anvil: AnvilInstance
  let rpcUrl: string
  const chainId = 'eip155:31337' as const

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, port: await getFreePort() })
    rpcUrl = `http://127.0.0.1:${anvil.port}`
  })
  afterAll(() => anvil?.stop())

  it('accepts an EOA signature (EIP-191) and refuses a tampered message or another signer', async () => {
    const verifier = createEip155Verifier()
    const unsigned = sessionFor(chainId, owner.address)
    const session = {
      ...unsigned,
      signature: await owner.signMessage({ message: unsigned.message }),
    }
    expect(await verifier.verify(session)).toBe(true)
    expect(await verifier.verify(tamper(session))).toBe(false)
    const other = {
      ...unsigned,
      signature: await stranger.signMessage({ message: unsigned.message }),
    }
    expect(await verifier.verify(other)).toBe(false)
    expect(await verifier.verify({ ...session, signature: '0x1234' })).toBe(false)
  })

  it('accepts a deployed smart account (ERC-1271) and an undeployed one (ERC-6492)', async () => {
    const { OwnedAccountFactory } = compileOwnedAccount()
    const wallet = createWalletClient({ account: owner, transport: http(rpcUrl) })
    const client = createPublicClient({ transport: http(rpcUrl) })
    const chain = {
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }
    const deployHash = await wallet.deployContract({
      abi: OwnedAccountFactory.abi,
      bytecode: OwnedAccountFactory.bytecode,
      chain,
    })
    const { contractAddress: factory } = await client.waitForTransactionReceipt({
      hash: deployHash,
    })
    if (!factory) throw new Error('factory not deployed')
    const addressOf = (salt: Hex) =>
      client.readContract({
        address: factory,
        abi: OwnedAccountFactory.abi,
        functionName: 'addressOf',
        args: [owner.address, salt],
      }) as Promise<Hex>

    const verifier = createEip155Verifier({
      getRpcUrl: (id) => (id === chainId ? rpcUrl : undefined),
    })

    // Deployed: the account's contract answers isValidSignature.
    const deployedSalt = keccak256(toHex('deployed'))
    const deployed = await addressOf(deployedSalt)
    const hash = await wallet.writeContract({
      address: factory,
      abi: OwnedAccountFactory.abi,
      functionName: 'deploy',
      args: [owner.address, deployedSalt],
      chain,
    })
    await client.waitForTransactionReceipt({ hash })
    expect(await client.getCode({ address: deployed })).toBeTruthy()
    const unsigned = sessionFor(chainId, deployed)
    const session = {
      ...unsigned,
      signature: await owner.signMessage({ message: unsigned.message }),
    }
    expect(await verifier.verify(session)).toBe(true)
    expect(await verifier.verify(tamper(session))).toBe(false)
    const foreign = {
      ...unsigned,
      signature: await stranger.signMessage({ message: unsigned.message }),
    }
    expect(await verifier.verify(foreign)).toBe(false)
    // Without the chain's RPC the contract cannot be asked.
    expect(await createEip155Verifier().verify(session)).toBe(false)

    // Not deployed yet: the signature carries the factory call (ERC-6492).
    const laterSalt = keccak256(toHex('later'))
    const later = await addressOf(laterSalt)
    expect(await client.getCode({ address: later })).toBeUndefined()
    const laterUnsigned = sessionFor(chainId, later)
    const wrapped = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: OwnedAccountFactory.abi,
        functionName: 'deploy',
        args: [owner.address, laterSalt],
      }),
      signature: await owner.signMessage({ message: laterUnsigned.message }),
    })
    expect(await verifier.verify({ ...laterUnsigned, signature: wrapped })).toBe(true)
    expect(await verifier.verify(tamper({ ...laterUnsigned, signature: wrapped }))).toBe(false)
  })

  it('an RPC that cannot be reached or answers 503 is an outage, never a bad signature', async () => {
    const closedPort = await getFreePort()
    const busy = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' })
      response.end('{"message":"busy"}')
    })
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    try {
      const busyUrl = `http://127.0.0.1:${(busy.address() as AddressInfo).port}`
      // Not an EOA signature of this account, so the verifier must ask the account's contract.
      const unsigned = sessionFor(chainId, '0x000000000000000000000000000000000000dEaD')
      const session = {
        ...unsigned,
        signature: await stranger.signMessage({ message: unsigned.message }),
      }
      for (const url of [`http://127.0.0.1:${closedPort}`, busyUrl]) {
        const verifier = createEip155Verifier({ getRpcUrl: () => url })
        const error = await verifier.verify(session).catch((caught: unknown) => caught)
        expect(error, url).toBeInstanceOf(SiwxVerifierUnavailableError)
        expect(error).toMatchObject({ code: 'SIWX_VERIFIER_UNAVAILABLE' })
        if (url === busyUrl) {
          const cause = (error as SiwxVerifierUnavailableError).walk(
            (candidate) => candidate instanceof SiwxRpcHttpError,
          )
          expect(cause).toMatchObject({ status: 503, code: 'SIWX_RPC_HTTP' })
        }
        await expect(verifySiwxSession(session, [verifier])).rejects.toBeInstanceOf(
          SiwxVerifierUnavailableError,
        )
      }
      // The same session against a chain that answers is simply not valid.
      const answering = createEip155Verifier({ getRpcUrl: () => rpcUrl })
      expect(await answering.verify(session)).toBe(false)
    } finally {
      await new Promise((resolve) => busy.close(resolve))
    }
  })
})

describe('solana', () => {
  it('accepts an ed25519 signature by the address key and refuses a tampered one', async () => {
    const secret = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const unsigned = sessionFor('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address)
    const session = {
      ...unsigned,
      signature: base58.encode(ed25519.sign(utf8ToBytes(unsigned.message), secret)),
    }
    const verifier = createSolanaVerifier()
    expect(await verifier.verify(session)).toBe(true)
    expect(await verifier.verify(tamper(session))).toBe(false)
    const otherKey = ed25519.utils.randomPrivateKey()
    const foreign = {
      ...unsigned,
      signature: base58.encode(ed25519.sign(utf8ToBytes(unsigned.message), otherKey)),
    }
    expect(await verifier.verify(foreign)).toBe(false)
    expect(await verifier.verify({ ...session, signature: 'not-base58-0OIl' })).toBe(false)
  })
})

describe('bip122 (BIP-322 simple)', () => {
  // The BIP's test key and addresses.
  const wif = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
  const privateKey = createBase58check(sha256).decode(wif).slice(1, 33)
  const p2wpkh = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
  const p2tr = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'

  it('derives the BIP addresses from the test key', () => {
    expect(getBip322Address({ privateKey, type: 'p2wpkh' })).toBe(p2wpkh)
    expect(getBip322Address({ privateKey, type: 'p2tr' })).toBe(p2tr)
  })

  it('builds the BIP message hashes and virtual transactions', () => {
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
    const { scriptPubKey } = decodeSegwitAddress(p2wpkh)
    expect(hex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
    expect(toTxid(bip322ToSpendHash(scriptPubKey, ''))).toBe(
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    )
    expect(toTxid(bip322ToSpendHash(scriptPubKey, 'Hello World'))).toBe(
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    )
    expect(toTxid(bip322ToSignHash(scriptPubKey, ''))).toBe(
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    )
    expect(toTxid(bip322ToSignHash(scriptPubKey, 'Hello World'))).toBe(
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    )
  })

  it('accepts the BIP test vectors', () => {
    const vectors = [
      {
        address: p2wpkh,
        message: '',
        signature:
          'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      },
      {
        address: p2wpkh,
        message: 'Hello World',
        signature:
          'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      },
      {
        address: p2wpkh,
        message: 'Hello World',
        signature:
          'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
      },
      {
        address: p2tr,
        message: 'Hello World',
        signature:
          'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
      },
    ]
    for (const vector of vectors) {
      expect(verifyBip322Signature(vector)).toBe(true)
      expect(verifyBip322Signature({ ...vector, message: `${vector.message}!` })).toBe(false)
    }
    // The empty-message signature does not hold for "Hello World".
    expect(verifyBip322Signature({ ...vectors[0], message: 'Hello World' } as never)).toBe(false)
  })

  it('verifies sessions signed here, P2WPKH and P2TR, and refuses tampered ones', async () => {
    const verifier = createBip122Verifier()
    for (const address of [p2wpkh, p2tr]) {
      const unsigned = sessionFor('bip122:000000000019d6689c085ae165831e93', address)
      const session = {
        ...unsigned,
        signature: signBip322Message({ privateKey, address, message: unsigned.message }),
      }
      expect(await verifier.verify(session)).toBe(true)
      expect(await verifier.verify(tamper(session))).toBe(false)
      const otherKey = new Uint8Array(32).fill(7)
      const foreignAddress = getBip322Address({
        privateKey: otherKey,
        type: address === p2tr ? 'p2tr' : 'p2wpkh',
      })
      const foreign = {
        ...unsigned,
        signature: signBip322Message({
          privateKey: otherKey,
          address: foreignAddress,
          message: unsigned.message,
        }),
      }
      expect(await verifier.verify(foreign)).toBe(false)
    }
  })
})

describe('verifySiwxSession', () => {
  it('refuses a session whose data says something its text does not', async () => {
    const unsigned = sessionFor('eip155:1', owner.address)
    const session = {
      ...unsigned,
      signature: await owner.signMessage({ message: unsigned.message }),
    }
    const verifiers = [createEip155Verifier()]
    expect(await verifySiwxSession(session, verifiers)).toEqual({ valid: true })
    expect(
      await verifySiwxSession(
        { ...session, data: { ...session.data, accountAddress: stranger.address } },
        verifiers,
      ),
    ).toEqual({ valid: false, reason: 'mismatch' })
    expect(await verifySiwxSession(tamper(session), verifiers)).toEqual({
      valid: false,
      reason: 'mismatch',
    })
    expect(await verifySiwxSession(session, [createSolanaVerifier()])).toEqual({
      valid: false,
      reason: 'unsupported',
    })
  })
})
