import { type Hex, isAddressEqual } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import type { Signer } from '../../../custody/createShareSigner.js'
import { UnsupportedRequestError } from '../../../errors/frame.js'
import type { FrameRpcRequest } from '../../../protocol/rpc.js'
import type { FrameHandlerContext } from '../context.js'
import { ensureSigner } from '../ensureSigner.js'
import { smartAccountOn } from '../smartAccountOn.js'
import { rpcUrlFor } from './rpcUrlFor.js'

/**
 * The account an EVM request signs with: the wallet's key when `from` is its address (or the
 * request names none), its smart account when `from` is that; any other `from` is refused.
 */
export async function signingAccount(
  context: FrameHandlerContext,
  id: string,
  request: FrameRpcRequest,
  from: string | undefined,
): Promise<{ wallet: Signer; smart: SmartAccount | undefined }> {
  const wallet = await ensureSigner(context, id)
  const other = from !== undefined && !isAddressEqual(from as Hex, wallet.getAddress())
  const smart = other
    ? await smartAccountOn(
        context,
        id,
        Number(request.chainId ?? context.state.chainId),
        rpcUrlFor(context, request),
      )
    : undefined
  if (other && !smart) throw new UnsupportedRequestError(`Signing for ${from}`)
  if (smart && from && !isAddressEqual(from as Hex, smart.address))
    throw new UnsupportedRequestError(`Signing for ${from}`)
  return { wallet, smart }
}
