import { ed25519 } from '@noble/curves/ed25519'
import { getTransactionDecoder, getTransactionEncoder } from '@solana/kit'
import { toBase58 } from './solanaDevAccounts.js'

/**
 * Adds the ed25519 signature of the key behind `seed` to a wire transaction (legacy or v0) and
 * returns the new wire bytes. Throws when that key is not one of the transaction's signers.
 */
export function signSolanaTransaction(wire: Uint8Array, seed: Uint8Array): Uint8Array {
  const signer = toBase58(ed25519.getPublicKey(seed))
  const transaction = getTransactionDecoder().decode(wire)
  if (!(signer in transaction.signatures)) {
    throw new Error(`${signer} is not a signer of this transaction`)
  }
  const signature = ed25519.sign(Uint8Array.from(transaction.messageBytes), seed)
  return Uint8Array.from(
    getTransactionEncoder().encode({
      ...transaction,
      signatures: { ...transaction.signatures, [signer]: signature },
    } as never),
  )
}
