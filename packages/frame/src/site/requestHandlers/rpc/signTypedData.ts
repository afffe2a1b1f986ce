import { approve } from './approve.js'
import { previewFor } from './previewFor.js'
import { signingAccount } from './signingAccount.js'
import type { FrameRpcHandler } from './types.js'

/** `eth_signTypedData_v4`, after the visitor's approval (a permit it grants shown as a warning). */
export const signTypedData: FrameRpcHandler<'eth_signTypedData_v4'> = async (
  context,
  request,
  id,
) => {
  const [from, data] = request.params
  const { wallet, smart } = await signingAccount(context, id, request, from)
  await approve(context, id, request, { preview: previewFor(context, request) })
  const typedData = (typeof data === 'string' ? JSON.parse(data) : data) as never
  return smart ? smart.signTypedData(typedData) : wallet.signTypedData(typedData)
}
