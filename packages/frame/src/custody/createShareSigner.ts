import {
  type Address,
  bytesToHex,
  type Hex,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
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
  async function withAccount<result>(
    sign: (account: ReturnType<typeof privateKeyToAccount>) => Promise<result>,
  ): Promise<result> {
    const key = await recombineWalletKey({
      shares: await parameters.loadShares(),
      address: parameters.address,
    })
    try {
      return await sign(privateKeyToAccount(bytesToHex(key.privateKey)))
    } finally {
      key.privateKey.fill(0)
      key.entropy.fill(0)
    }
  }
  return {
    getAddress: () => parameters.address,
    signMessage: ({ message }) => withAccount((account) => account.signMessage({ message })),
    signTypedData: (typedData) => withAccount((account) => account.signTypedData(typedData)),
    signTransaction: (transaction) =>
      withAccount((account) => account.signTransaction(transaction)),
  }
}
