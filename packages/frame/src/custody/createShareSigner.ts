import { ed25519 } from '@noble/curves/ed25519'
import {
  type Address,
  bytesToHex,
  type Hex,
  type SignedAuthorization,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { AuthorizationChainIdError } from '../errors/custody.js'
import { deriveSolanaKey } from './deriveSolanaKey.js'
import { recombineWalletKey } from './shares.js'

/**
 * What the frame signs with. Design (a) recombines the key for each signature; a threshold
 * signer (no key ever assembled) can implement the same interface later without touching the
 * frame protocol.
 */
export type Signer = {
  getAddress(): Address
  signMessage(parameters: { message: string | { raw: Hex | Uint8Array } }): Promise<Hex>
  signTypedData(parameters: TypedDataDefinition): Promise<Hex>
  signTransaction(transaction: TransactionSerializable): Promise<Hex>
  /**
   * An EIP-7702 authorization: hands the whole account to `address`'s code on `chainId`. Only the
   * frame's own upgrade flow calls it, with the delegate of the frame's configuration; a chain id
   * of 0 (valid on every chain) is refused.
   */
  signAuthorization(parameters: {
    chainId: number
    address: Address
    nonce: number
  }): Promise<SignedAuthorization>
  /** The same wallet's Solana account (base58), read at the first recombination. */
  getSolanaAddress(): Promise<string>
  /** Signs bytes (a message, or a Solana transaction's message) with the Solana key: 64 bytes. */
  signSolanaBytes(bytes: Uint8Array): Promise<Uint8Array>
}

export type CreateShareSignerParameters = {
  /** The wallet's address commitment; every recombination is checked against it. */
  address: Address
  /** Fetches both halves of a set for one signature (device share + auth share). */
  loadShares(): Promise<readonly [Uint8Array | undefined, Uint8Array | undefined]>
}

/**
 * A Signer over a 2-of-2 share set. For each signature it loads the two shares, recombines
 * them, checks the address commitment, signs, and wipes the key bytes: the key lives in frame
 * memory only while signing.
 *
 * @example
 * const signer = createShareSigner({ address, loadShares: async () => [deviceShare, await fetchAuthShare()] })
 * const signature = await signer.signMessage({ message: 'hello' })
 */
export function createShareSigner(parameters: CreateShareSignerParameters): Signer {
  type Key = Awaited<ReturnType<typeof recombineWalletKey>>
  async function withKey<result>(use: (key: Key) => Promise<result>): Promise<result> {
    const key = await recombineWalletKey({
      shares: await parameters.loadShares(),
      address: parameters.address,
    })
    try {
      return await use(key)
    } finally {
      key.privateKey.fill(0)
      key.entropy.fill(0)
    }
  }
  const withAccount = <result>(
    sign: (account: ReturnType<typeof privateKeyToAccount>) => Promise<result>,
  ) => withKey((key) => sign(privateKeyToAccount(bytesToHex(key.privateKey))))
  const withSolanaKey = <result>(use: (key: ReturnType<typeof deriveSolanaKey>) => result) =>
    withKey(async (key) => {
      const solana = deriveSolanaKey(key.entropy)
      try {
        return use(solana)
      } finally {
        solana.secretKey.fill(0)
      }
    })
  let solanaAddress: Promise<string> | undefined
  return {
    getSolanaAddress: () => {
      solanaAddress ??= withSolanaKey((key) => key.address)
      solanaAddress.catch(() => {
        solanaAddress = undefined
      })
      return solanaAddress
    },
    signSolanaBytes: (bytes) => withSolanaKey((key) => ed25519.sign(bytes, key.secretKey)),
    getAddress: () => parameters.address,
    signMessage: ({ message }) => withAccount((account) => account.signMessage({ message })),
    signTypedData: (typedData) => withAccount((account) => account.signTypedData(typedData)),
    signTransaction: (transaction) =>
      withAccount((account) => account.signTransaction(transaction)),
    signAuthorization: async ({ chainId, address, nonce }) => {
      if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new AuthorizationChainIdError()
      return withAccount((account) => account.signAuthorization({ chainId, address, nonce }))
    },
  }
}
