import { UserRejectedError } from '../../../errors/frame.js'
import type { RequestPreview } from '../../../preview/previewRequest.js'
import type { FrameRpcRequest } from '../../../protocol/rpc.js'
import type { ApprovalDescription } from '../../describeRequest.js'
import { readEvmChainId } from '../../readEvmChainId.js'
import type { FrameHandlerContext } from '../context.js'
import { withVisibleFrame } from '../withVisibleFrame.js'

/** What an approval card shows besides the request: a transaction's fee, and its preview. */
type ApprovalDetails = {
  fee?: bigint | undefined
  nativePriceUsd?: number | undefined
  sponsored?: boolean | undefined
  /** The simulation and the risky shapes (`previewFor`), awaited before the card shows. */
  preview?: Promise<RequestPreview | undefined> | undefined
  /** The card of a request the frame describes itself (its own flows, e.g. the upgrade). */
  description?: ApprovalDescription | undefined
}

/**
 * Shows the request's approval card in the frame; resolves when the visitor approves, else a
 * UserRejectedError. RPC_ABORT closes the card.
 */
export async function approve(
  context: FrameHandlerContext,
  id: string,
  request: FrameRpcRequest,
  details: ApprovalDetails = {},
) {
  const { state } = context
  const controller = new AbortController()
  state.approvals.add(controller)
  try {
    // The decoding (and the network catalogue) loads with the first approval, not the frame;
    // it speaks the cards' language.
    const { preview: previewing, description: own, ...fee } = details
    const [{ describeRequest }, messages, preview] = await Promise.all([
      import('../../describeRequest.js'),
      context.ui.getMessages?.(),
      previewing,
    ])
    const chain = request.method.startsWith('solana_')
      ? request.chainId
      : (readEvmChainId(request.chainId) ?? state.chainId)
    const description = own ?? describeRequest(request, { ...fee, chain, messages, preview })
    const approved = await withVisibleFrame(context, 'approve', id, () =>
      context.ui.requestApproval(description, {
        origin: context.embedderOrigin,
        dappName: state.dappName,
        signal: controller.signal,
      }),
    )
    if (!approved) throw new UserRejectedError()
  } finally {
    state.approvals.delete(controller)
  }
}
