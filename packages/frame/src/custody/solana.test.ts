import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex, hexToBytes } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  KeyDerivationError,
  MalformedSolanaTransactionError,
  SolanaSignerMissingError,
} from '../errors/custody.js'
import { createShareSigner } from './createShareSigner.js'
import { deriveEd25519Seed, deriveSolanaKey } from './deriveSolanaKey.js'
import { deriveWalletKey } from './deriveWalletKey.js'
import { createWalletEntropy, splitEntropy } from './shares.js'
import { parseSolanaTransaction, signSolanaTransaction } from './solanaTransaction.js'

describe('the Solana account of the embedded wallet', () => {
  test('SLIP-0010 ed25519 derivation matches the published test vector 1', () => {
    const seed = hexToBytes('0x000102030405060708090a0b0c0d0e0f')
    expect(bytesToHex(deriveEd25519Seed(seed, 'm'))).toBe(
      '0x2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(bytesToHex(deriveEd25519Seed(seed, "m/0'"))).toBe(
      '0x68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
    expect(() => deriveEd25519Seed(seed, 'm/0')).toThrow(/hardened/)
    expect(() => deriveEd25519Seed(seed, 'm/0')).toThrow(KeyDerivationError)
  })

  test('the share signer signs with the Solana key of the same entropy, after the address check', async () => {
    const entropy = createWalletEntropy()
    const [device, auth] = await splitEntropy(entropy)
    // The commitment is the EVM address of the entropy.
    const { address } = deriveWalletKey(entropy)
    const solana = deriveSolanaKey(entropy)
    const signer = createShareSigner({ address, loadShares: async () => [device, auth] })
    expect(await signer.getSolanaAddress()).toBe(solana.address)
    expect(base58.decode(solana.address)).toEqual(solana.publicKey)
    const message = new TextEncoder().encode('hello solana')
    const signature = await signer.signSolanaBytes(message)
    expect(ed25519.verify(signature, message, solana.publicKey)).toBe(true)

    // A damaged share fails the address check: nothing is signed.
    const damaged = device.slice()
    damaged[3] = (damaged[3] as number) ^ 1
    const broken = createShareSigner({ address, loadShares: async () => [damaged, auth] })
    await expect(broken.signSolanaBytes(message)).rejects.toMatchObject({
      name: 'ShareMismatchError',
    })
  })

  test('a wire transaction is signed into its signer slot; other slots and the message stay', async () => {
    const payer = ed25519.utils.randomPrivateKey()
    const other = ed25519.utils.randomPrivateKey()
    const payerKey = ed25519.getPublicKey(payer)
    const otherKey = ed25519.getPublicKey(other)
    const program = new Uint8Array(32).fill(7)
    const blockhash = new Uint8Array(32).fill(9)
    // A legacy message: header (2 signers, 0, 1), 3 keys, blockhash, one instruction.
    const message = Uint8Array.from([
      2,
      0,
      1,
      3,
      ...payerKey,
      ...otherKey,
      ...program,
      ...blockhash,
      1,
      2,
      2,
      0,
      1,
      1,
      42,
    ])
    const wire = Uint8Array.from([2, ...new Uint8Array(128), ...message])
    const parsed = parseSolanaTransaction(wire)
    expect(parsed.signers).toEqual([base58.encode(payerKey), base58.encode(otherKey)])
    expect(parsed.message).toEqual(message)

    const signed = await signSolanaTransaction(wire, base58.encode(otherKey), async (bytes) =>
      ed25519.sign(bytes, other),
    )
    expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64))
    expect(ed25519.verify(signed.subarray(65, 129), message, otherKey)).toBe(true)
    expect(signed.subarray(129)).toEqual(message)
    // A versioned (v0) message is found after its version byte.
    const v0 = Uint8Array.from([1, ...new Uint8Array(64), 0x80, 1, 0, 0, 1, ...payerKey])
    expect(parseSolanaTransaction(v0).signers).toEqual([base58.encode(payerKey)])

    const notASigner = signSolanaTransaction(
      wire,
      base58.encode(program),
      async () => new Uint8Array(64),
    )
    await expect(notASigner).rejects.toThrow(/not a signer/)
    await expect(notASigner).rejects.toBeInstanceOf(SolanaSignerMissingError)
    expect(() => parseSolanaTransaction(Uint8Array.from([1, 0, 0]))).toThrow(
      MalformedSolanaTransactionError,
    )
    expect(() => parseSolanaTransaction(Uint8Array.from([0x80, 0x80, 0x80]))).toThrow(
      MalformedSolanaTransactionError,
    )
  })
})
