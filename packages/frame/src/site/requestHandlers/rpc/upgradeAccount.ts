import { ensureSigner } from '../ensureSigner.js'
import { approve } from './approve.js'
import { checkRpcChain } from './checkRpcChain.js'
import { rpcUrlFor } from './rpcUrlFor.js'
import type { FrameRpcHandler } from './types.js'

/**
 * `airlock_upgradeAccount`: the frame's own EIP-7702 upgrade of the embedded EOA, to the
 * delegate of the frame's configuration (the page names none), after the visitor approves the
 * card that says so in plain words. The authorization is signed here and nowhere else.
 */
export const upgradeAccount: FrameRpcHandler<'airlock_upgradeAccount'> = async (
  context,
  request,
  id,
) => {
  const wallet = await ensureSigner(context, id)
  // The card names the chain the request names; its RPC must serve it (F11).
  const chainId = await checkRpcChain(context, request, undefined)
  const [{ upgradeAccount: upgrade }, messages, nativePriceUsd] = await Promise.all([
    import('../../eip7702Upgrade.js'),
    context.ui.getMessages?.(),
    context.backend.getNativePriceUsd?.({ chainId }).catch(() => undefined),
  ])
  return upgrade({
    wallet,
    chainId,
    rpcUrl: rpcUrlFor(context, request),
    nativePriceUsd,
    messages,
    approve: (description) => approve(context, id, request, { description }),
  })
}
