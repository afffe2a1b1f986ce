import type { Address } from 'viem'
import type { WalletCallsContext } from '../../walletCalls.js'
import type { FrameHandlerContext } from '../context.js'
import { eip7702AccountOn } from '../eip7702On.js'
import { ensureSigner } from '../ensureSigner.js'
import { paymasterOn, smartAccountOn } from '../smartAccountOn.js'
import { approve } from './approve.js'
import { checkRpcChain } from './checkRpcChain.js'
import { fundingFor } from './fundingFor.js'
import { previewFor } from './previewFor.js'
import { rpcUrlFor } from './rpcUrlFor.js'

/** What the EIP-5792 calls (a chunk of their own) need of the frame. */
export async function walletCallsContext(
  context: FrameHandlerContext,
  id: string,
): Promise<WalletCallsContext> {
  const wallet = await ensureSigner(context, id)
  const { backend, sessions, state } = context
  return {
    chainId: state.chainId,
    rpcUrlFor: (request) => rpcUrlFor(context, request),
    activeAddress: state.activeAddress,
    wallet,
    smartAccountOn: (chain) => smartAccountOn(context, id, chain),
    eip7702AccountOn: (chain) => eip7702AccountOn(context, id, chain),
    paymasterOn: (chain) => paymasterOn(context, chain),
    bundlerUrlOn: (chain) => backend.getBundlerUrl?.({ chainId: chain }),
    bundlerToken: () => sessions.getSession()?.token,
    nativePriceUsd: async (chain) =>
      backend.getNativePriceUsd?.({ chainId: chain }).catch(() => undefined),
    // The calls are simulated from the account that sends them: `from`, else the one in use.
    approve: (request, { paid, ...fee }) =>
      approve(context, id, request, {
        ...fee,
        funding: paid && fundingFor(context, request, paid.account, paid.cost),
        preview: previewFor(
          context,
          request,
          ((request.method === 'wallet_sendCalls' ? request.params[0].from : undefined) as
            | Address
            | undefined) ??
            state.activeAddress ??
            wallet.getAddress(),
        ),
      }),
    checkRpcChain: (request) => checkRpcChain(context, request, undefined),
  }
}
