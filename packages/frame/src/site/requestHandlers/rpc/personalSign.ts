import type { Hex } from 'viem'
import { approve } from './approve.js'
import { signingAccount } from './signingAccount.js'
import type { FrameRpcHandler } from './types.js'

/** `personal_sign`, after the visitor's approval. */
export const personalSign: FrameRpcHandler<'personal_sign'> = async (context, request, id) => {
  const [data, from] = request.params
  const { wallet, smart } = await signingAccount(context, id, request, from)
  await approve(context, id, request)
  const message = data.startsWith('0x') ? { raw: data as Hex } : data
  // The smart account signs as ERC-1271 asks (ERC-6492 wrapped until it is deployed).
  return smart ? smart.signMessage({ message }) : wallet.signMessage({ message })
}
