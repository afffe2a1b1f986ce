import type { Address, Hex } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { UnsupportedRequestError } from '../../../errors/frame.js'
import type { FrameHandlerContext } from '../context.js'
import { paymasterOn } from '../smartAccountOn.js'
import { approve } from './approve.js'
import { fundingFor } from './fundingFor.js'
import { previewFor } from './previewFor.js'
import { rpcUrlFor } from './rpcUrlFor.js'
import type { FrameRpcRequestOf } from './types.js'

/**
 * A transaction of the smart account: a user operation (deploying the account on first use)
 * priced by the bundler, approved in the frame, signed here by the wallet's key and handed to
 * the bundler; answers the hash of the transaction that mined it. A balance short of the value
 * and, unless the paymaster sponsors it, the operation's highest fee says how much is missing,
 * with a Buy (`approve`'s funding).
 */
export async function sendUserOperation(
  context: FrameHandlerContext,
  id: string,
  request: FrameRpcRequestOf<'eth_sendTransaction'>,
  account: SmartAccount,
) {
  const onChain = Number(request.chainId ?? context.state.chainId)
  const bundlerUrl = context.backend.getBundlerUrl?.({ chainId: onChain })
  if (!bundlerUrl) throw new UnsupportedRequestError('Smart accounts')
  const [transaction] = request.params
  // The smart account's calls, simulated as its own while the bundler prices the operation.
  const preview = previewFor(context, request, account.address)
  const [{ sendSmartAccountTransaction }, nativePriceUsd, paymaster] = await Promise.all([
    import('../../smartAccountOperations.js'),
    context.backend.getNativePriceUsd?.({ chainId: onChain }).catch(() => undefined),
    paymasterOn(context, onChain),
  ])
  const value = transaction.value === undefined ? 0n : BigInt(transaction.value)
  return sendSmartAccountTransaction({
    account,
    rpcUrl: rpcUrlFor(context, request),
    bundlerUrl,
    bundlerToken: context.sessions.getSession()?.token,
    paymaster,
    call: {
      to: (transaction.to ?? '0x0000000000000000000000000000000000000000') as Address,
      value,
      data: (transaction.data ?? transaction.input ?? '0x') as Hex,
    },
    approve: ({ fee, sponsored }) =>
      approve(context, id, request, {
        fee,
        nativePriceUsd,
        sponsored,
        preview,
        funding: fundingFor(context, request, account.address, value + (sponsored ? 0n : fee)),
      }),
  })
}
