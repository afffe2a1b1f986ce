import { type Address, createClient, http } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { getCode } from 'viem/actions'
import { isDelegatedToFrameDelegate } from '../../custody/eip7702Delegate.js'
import type { FrameHandlerContext } from './context.js'
import { ensureSigner } from './ensureSigner.js'

/**
 * Whether the wallet's EOA is delegated (EIP-7702) to the frame's configured delegate on the
 * chain `url` serves: its code is `0xef0100 || delegate`. False without an RPC.
 */
export async function isDelegatedOn(
  context: FrameHandlerContext,
  id: string,
  url = context.state.rpcUrl,
): Promise<boolean> {
  if (!url) return false
  const address: Address = (await ensureSigner(context, id)).getAddress()
  const code = await getCode(createClient({ transport: http(url) }), { address })
  return isDelegatedToFrameDelegate(code)
}

/**
 * The EOA as an ERC-4337 sender where it is delegated: the same address, its key signing the
 * user operations. Undefined where it is not (the smart-account code loads on first use).
 */
export async function eip7702AccountOn(
  context: FrameHandlerContext,
  id: string,
  chain: number,
  url = context.state.rpcUrl,
): Promise<SmartAccount | undefined> {
  if (!url || !(await isDelegatedOn(context, id, url))) return undefined
  const wallet = await ensureSigner(context, id)
  const { toEip7702SmartAccount } = await import('../../custody/eip7702Account.js')
  return toEip7702SmartAccount({
    client: createClient({
      chain: {
        id: chain,
        name: `eip155:${chain}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      },
      transport: http(url),
    }),
    owner: {
      address: wallet.getAddress(),
      signTypedData: (parameters) => wallet.signTypedData(parameters),
    },
  })
}
