import { UserRejectedError } from '../../../errors/frame.js'
import { frameMessages } from '../../../messages/en/frame.js'
import { formatFrameMessage } from '../../../messages/formatFrameMessage.js'
import type { RequestPreview } from '../../../preview/previewRequest.js'
import type { FrameRpcRequest } from '../../../protocol/rpc.js'
import type { ApprovalDescription } from '../../describeRequest.js'
import { readEvmChainId } from '../../readEvmChainId.js'
import type { FrameHandlerContext } from '../context.js'
import { withVisibleFrame } from '../withVisibleFrame.js'

/**
 * How a transaction's approval learns what the account lacks to pay it, and reads it again after
 * the page's Buy: the balance, and the simulation, which depends on it.
 */
export type ApprovalFunding = {
  /** What the account lacks now for the value and the fee, in the smallest unit (0n: nothing). */
  readMissing(): Promise<bigint>
  /** The request's preview read again (`previewFor`). */
  readPreview(): Promise<RequestPreview | undefined>
}

/** What an approval card shows besides the request: a transaction's fee, and its preview. */
type ApprovalDetails = {
  fee?: bigint | undefined
  nativePriceUsd?: number | undefined
  sponsored?: boolean | undefined
  /** The simulation and the risky shapes (`previewFor`), awaited before the card shows. */
  preview?: Promise<RequestPreview | undefined> | undefined
  /** The card of a request the frame describes itself (its own flows, e.g. the upgrade). */
  description?: ApprovalDescription | undefined
  /**
   * For a transaction the account pays: what it lacks is said first, with a Buy that opens the
   * page's on-ramp (when the page can) and shows the card again, read anew, once that ends.
   */
  funding?: ApprovalFunding | undefined
}

/**
 * Shows the request's approval card in the frame; resolves when the visitor approves, else a
 * UserRejectedError. RPC_ABORT closes the card. A card with `funding` that the account cannot
 * pay offers Buy: the frame asks the page for it (FUND), hides while the page's Buy is on, and
 * shows the card again when the page says it ended (FUNDING_ENDED), with the new balance.
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
    const { preview: previewing, description: own, funding, ...fee } = details
    const readMissing = () => funding?.readMissing().catch(() => 0n) ?? Promise.resolve(0n)
    let [{ describeRequest, describeNativeCoin }, messages, preview, missing] = await Promise.all([
      import('../../describeRequest.js'),
      context.ui.getMessages?.(),
      previewing,
      readMissing(),
    ])
    const chain = request.method.startsWith('solana_')
      ? request.chainId
      : (readEvmChainId(request.chainId) ?? state.chainId)
    for (;;) {
      const coin = describeNativeCoin(chain, messages)
      // Said with 6 decimals at most, rounded up, so that what is bought for it covers it.
      const shortfall = roundUp(missing, coin.decimals, shownDecimals)
      const description =
        own ?? describeRequest(request, { ...fee, chain, messages, preview, missing: shortfall })
      const canFund =
        missing > 0n && context.requestFunds !== undefined && typeof chain === 'number'
      const answer = await withVisibleFrame(context, 'approve', id, () =>
        context.ui.requestApproval(description, {
          origin: context.embedderOrigin,
          dappName: state.dappName,
          signal: controller.signal,
          fund: canFund
            ? formatFrameMessage((messages ?? frameMessages).buyFunds, { symbol: coin.symbol })
            : undefined,
        }),
      )
      if (answer === true) return
      if (answer !== 'fund' || !canFund || !funding) throw new UserRejectedError()
      await waitForFunds(context, id, controller.signal, {
        chainId: chain as number,
        symbol: coin.symbol,
        amount: coin.format(shortfall),
      })
      ;[preview, missing] = await Promise.all([funding.readPreview(), readMissing()])
    }
  } finally {
    state.approvals.delete(controller)
  }
}

/** The most decimals a shortfall is said with. */
const shownDecimals = 6

/** `value` (in units of `decimals` decimals) rounded up to `keep` decimals. */
function roundUp(value: bigint, decimals: number, keep: number): bigint {
  const step = 10n ** BigInt(Math.max(decimals - keep, 0))
  return ((value + step - 1n) / step) * step
}

/**
 * Asks the page for its Buy (FUND, with what the account lacks) and waits until the page says
 * that ended (FUNDING_ENDED for this request). The frame is hidden meanwhile: the page's Buy is
 * where the visitor is. RPC_ABORT (the page gave up the request) rejects it as the visitor's no.
 */
function waitForFunds(
  context: FrameHandlerContext,
  id: string,
  signal: AbortSignal,
  fund: { chainId: number; symbol: string; amount: string },
): Promise<void> {
  const { fundings } = context.state
  return new Promise<void>((resolve, reject) => {
    const finish = (settle: () => void) => {
      fundings.delete(id)
      signal.removeEventListener('abort', onAbort)
      settle()
    }
    const onAbort = () => finish(() => reject(new UserRejectedError()))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    fundings.set(id, () => finish(resolve))
    context.requestFunds?.(id, fund)
  })
}
