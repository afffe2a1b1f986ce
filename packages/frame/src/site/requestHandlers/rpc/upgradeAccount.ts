import type { UpgradeAccountParameters } from '../../eip7702Upgrade.js'
import type { FrameHandlerContext } from '../context.js'
import { ensureSigner } from '../ensureSigner.js'
import { approve } from './approve.js'
import { checkRpcChain } from './checkRpcChain.js'
import { rpcUrlFor } from './rpcUrlFor.js'
import type { FrameRpcHandler, FrameRpcRequestOf } from './types.js'

type SetCodeMethod = 'airlock_upgradeAccount' | 'airlock_undoAccountUpgrade'
type SetCodeModule = typeof import('../../eip7702Upgrade.js')

/** A set-code request's handler: its parameters, then `run` of the chunk loaded beside them. */
const setCodeHandler =
  <method extends SetCodeMethod>(
    run: (module: SetCodeModule, parameters: UpgradeAccountParameters) => Promise<unknown>,
  ): FrameRpcHandler<method> =>
  async (context, request, id) => {
    const [parameters, module] = await Promise.all([
      setCodeParameters(context, request, id),
      import('../../eip7702Upgrade.js'),
    ])
    return run(module, parameters)
  }

/**
 * `airlock_upgradeAccount`: the frame's own EIP-7702 upgrade of the embedded EOA, to the
 * delegate of the frame's configuration (the page names none), after the visitor approves the
 * card that says so in plain words. The authorization is signed in that chunk and nowhere else.
 */
export const upgradeAccount = setCodeHandler<'airlock_upgradeAccount'>((module, parameters) =>
  module.upgradeAccount(parameters),
)

/**
 * `airlock_undoAccountUpgrade`: removes the EOA's EIP-7702 delegation on the request's chain (an
 * authorization to the zero address), after the visitor approves the card that says what goes.
 */
export const undoAccountUpgrade = setCodeHandler<'airlock_undoAccountUpgrade'>(
  (module, parameters) => module.undoAccountUpgrade(parameters),
)

/** The signer, the chain (checked against its RPC), the card's texts and price, the approval. */
async function setCodeParameters(
  context: FrameHandlerContext,
  request: FrameRpcRequestOf<SetCodeMethod>,
  id: string,
): Promise<UpgradeAccountParameters> {
  const wallet = await ensureSigner(context, id)
  // The card names the chain the request names; its RPC must serve it (F11).
  const chainId = await checkRpcChain(context, request, undefined)
  const [messages, nativePriceUsd] = await Promise.all([
    context.ui.getMessages?.(),
    context.backend.getNativePriceUsd?.({ chainId }).catch(() => undefined),
  ])
  return {
    wallet,
    chainId,
    rpcUrl: rpcUrlFor(context, request),
    nativePriceUsd,
    messages,
    approve: (description) => approve(context, id, request, { description }),
  }
}
