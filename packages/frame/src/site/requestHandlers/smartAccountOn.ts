import type { SmartAccount } from 'viem/account-abstraction'
import type { FrameHandlerContext } from './context.js'
import { ensureSigner } from './ensureSigner.js'

/** The chains with a bundler (asked once; none when the server cannot say). */
export function smartAccountChains(context: FrameHandlerContext): Promise<number[]> {
  context.state.smartChains ??= (
    context.backend.getSmartAccountChains?.() ?? Promise.resolve([])
  ).catch(() => [])
  return context.state.smartChains
}

/** The wallet's smart account on a chain with a bundler (its key signs the user operations). */
export async function smartAccountOn(
  context: FrameHandlerContext,
  id: string,
  chain: number,
  url = context.state.rpcUrl,
): Promise<SmartAccount | undefined> {
  if (!url || !context.backend.getBundlerUrl) return undefined
  if (!(await smartAccountChains(context)).includes(chain)) return undefined
  const wallet = await ensureSigner(context, id)
  const key = `${wallet.getAddress()}:${chain}:${url}`
  const { smartAccounts } = context.state
  let account = smartAccounts.get(key)
  if (!account) {
    // The smart-account code loads on first use: the frame's first load stays as it was.
    account = import('../smartAccountOperations.js').then(({ openSmartAccount }) =>
      openSmartAccount({
        chainId: chain,
        rpcUrl: url,
        owner: {
          address: wallet.getAddress(),
          signTypedData: (parameters) => wallet.signTypedData(parameters),
        },
      }),
    )
    smartAccounts.set(key, account)
    account.catch(() => smartAccounts.delete(key))
  }
  return account
}

/** The paymaster service that sponsors the smart account's operations on a chain, if any. */
export async function paymasterOn(
  context: FrameHandlerContext,
  chain: number,
): Promise<{ url: string; token: string } | undefined> {
  const sponsored = await (context.backend.getSponsoredChains?.() ?? Promise.resolve([])).catch(
    () => [] as number[],
  )
  const url = sponsored.includes(chain)
    ? context.backend.getPaymasterUrl?.({ chainId: chain })
    : undefined
  const token = context.sessions.getSession()?.token
  return url && token ? { url, token } : undefined
}
