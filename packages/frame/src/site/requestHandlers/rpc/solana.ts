import { base58 } from '@scure/base'
import type { Signer } from '../../../custody/createShareSigner.js'
import { signSolanaTransaction } from '../../../custody/solanaTransaction.js'
import { UnsupportedRequestError } from '../../../errors/frame.js'
import { ensureSigner } from '../ensureSigner.js'
import { approve } from './approve.js'
import { previewFor } from './previewFor.js'
import type { FrameRpcHandler } from './types.js'

// Solana's unsafe methods, signed with the wallet's Solana key after an approval. Sending
// (solana_signAndSendTransaction) needs the Solana node on the frame's connect-src: not served.

async function signTransaction(wallet: Signer, transaction: string) {
  const address = await wallet.getSolanaAddress()
  return base58.encode(
    await signSolanaTransaction(base58.decode(transaction), address, (bytes) =>
      wallet.signSolanaBytes(bytes),
    ),
  )
}

/** `solana_signMessage`: a message (never a transaction's, F10) signed for the wallet's key. */
export const solanaSignMessage: FrameRpcHandler<'solana_signMessage'> = async (
  context,
  request,
  id,
) => {
  const wallet = await ensureSigner(context, id)
  if (request.params.pubkey !== (await wallet.getSolanaAddress()))
    throw new UnsupportedRequestError(`Signing for ${request.params.pubkey}`)
  const message = base58.decode(request.params.message)
  // A transaction's message signed as a "message" would authorize that transaction (F10):
  // refused before the visitor is asked. Rare, so the check is a chunk of its own.
  const { refuseSolanaTransactionMessage } = await import('../../refuseSolanaTransactionMessage.js')
  refuseSolanaTransactionMessage(message)
  await approve(context, id, request)
  const signature = await wallet.signSolanaBytes(message)
  return { signature: base58.encode(signature) }
}

/**
 * `solana_signTransaction`, after the visitor's approval, which shows the account's balances
 * before and after the transaction when the request's node simulates it.
 */
export const solanaSignTransaction: FrameRpcHandler<'solana_signTransaction'> = async (
  context,
  request,
  id,
) => {
  const wallet = await ensureSigner(context, id)
  const preview = previewFor(context, request, await wallet.getSolanaAddress())
  await approve(context, id, request, { preview })
  return { transaction: await signTransaction(wallet, request.params.transaction) }
}

/** `solana_signAllTransactions`: one approval, then each transaction in turn. */
export const solanaSignAllTransactions: FrameRpcHandler<'solana_signAllTransactions'> = async (
  context,
  request,
  id,
) => {
  const wallet = await ensureSigner(context, id)
  await approve(context, id, request)
  const transactions: string[] = []
  for (const transaction of request.params.transactions)
    transactions.push(await signTransaction(wallet, transaction))
  return { transactions }
}
