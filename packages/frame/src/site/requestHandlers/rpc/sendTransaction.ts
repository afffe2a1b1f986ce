import { createClient, type Hex, http } from 'viem'
import {
  estimateFeesPerGas,
  estimateGas,
  getTransactionCount,
  sendRawTransaction,
} from 'viem/actions'
import { UnsupportedRequestError } from '../../../errors/frame.js'
import { ensureSigner } from '../ensureSigner.js'
import { approve } from './approve.js'
import { checkRpcChain } from './checkRpcChain.js'
import { fundingFor } from './fundingFor.js'
import { previewFor } from './previewFor.js'
import { rpcUrlFor } from './rpcUrlFor.js'
import { sendUserOperation } from './sendUserOperation.js'
import { signingAccount } from './signingAccount.js'
import type { FrameRpcHandler } from './types.js'

/**
 * `eth_sendTransaction`: priced, simulated, approved with its fee and preview in the frame, signed
 * and sent; from the smart account, a user operation. A transaction whose gas cannot be estimated
 * because it reverts still reaches the approval when the simulation says why (the card warns
 * that it will fail, with the reason): the visitor decides, with the simulation's gas. A balance
 * short of the value and fee says how much is missing, with a Buy (`approve`'s funding).
 */
export const sendTransaction: FrameRpcHandler<'eth_sendTransaction'> = async (
  context,
  request,
  id,
) => {
  const [transaction] = request.params
  // An EIP-7702 authorization hands the whole account to code: a page never gets one signed
  // (the frame's own upgrade, airlock_upgradeAccount, is the only way to one).
  if (
    transaction.authorizationList !== undefined ||
    ['0x4', '0x04', 'eip7702'].includes(String(transaction.type).toLowerCase())
  )
    throw new UnsupportedRequestError('An EIP-7702 authorization asked for by a page')
  await ensureSigner(context, id)
  // The card names the chain the request names: it must be the one the transaction is signed
  // for and sent on, so the RPC the dapp chose must serve it (F11). Before any approval.
  const onChainId = await checkRpcChain(context, request, transaction.chainId)
  const { wallet, smart } = await signingAccount(context, id, request, transaction.from)
  if (smart) return sendUserOperation(context, id, request, smart)
  const client = createClient({ transport: http(rpcUrlFor(context, request)) })
  const account = wallet.getAddress()
  const to = (transaction.to ?? undefined) as Hex | undefined
  const value = transaction.value === undefined ? 0n : BigInt(transaction.value)
  const data = (transaction.data ?? transaction.input) as Hex | undefined
  const preview = previewFor(context, request, account)
  const [gas, fees, nativePriceUsd] = await Promise.all([
    transaction.gas === undefined
      ? estimateGas(client, { account, to, value, data }).catch(async (error: unknown) => {
          const simulation = (await preview)?.simulation
          if (simulation?.status !== 'reverted') throw error
          return (simulation.gasUsed * 3n) / 2n
        })
      : Promise.resolve(BigInt(transaction.gas)),
    estimateFeesPerGas(client),
    // The fee in USD is shown when the price is known; a missing price never blocks.
    context.backend.getNativePriceUsd?.({ chainId: onChainId }).catch(() => undefined),
  ])
  const maxFeePerGas =
    transaction.maxFeePerGas === undefined ? fees.maxFeePerGas : BigInt(transaction.maxFeePerGas)
  const maxPriorityFeePerGas =
    transaction.maxPriorityFeePerGas === undefined
      ? fees.maxPriorityFeePerGas
      : BigInt(transaction.maxPriorityFeePerGas)
  await approve(context, id, request, {
    fee: gas * maxFeePerGas,
    nativePriceUsd,
    preview,
    // What the balance lacks for the value and the largest fee: a Buy on the card.
    funding: fundingFor(context, request, account, value + gas * maxFeePerGas),
  })
  // Read once approved: the visitor may take minutes, and the account may send meanwhile (the
  // swap that funds this very transaction, or another tab).
  const nonce = await getTransactionCount(client, { address: account, blockTag: 'pending' })
  const serialized = await wallet.signTransaction({
    type: 'eip1559',
    chainId: onChainId,
    nonce,
    to,
    value,
    data,
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas,
  })
  return sendRawTransaction(client, { serializedTransaction: serialized })
}
