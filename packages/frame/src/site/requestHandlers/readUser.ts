import type { FrameUser } from '../../protocol/schemas.js'
import type { FrameHandlerContext } from './context.js'
import { isDelegatedOn } from './eip7702On.js'
import { ensureSigner } from './ensureSigner.js'
import { readSession } from './readSession.js'
import { smartAccountOn } from './smartAccountOn.js'

/**
 * Which account the visitor uses on eip155: the smart account when preferred and available.
 * The session's first GET_USER sets the preference to the app's default for the chain (spec
 * §4: smartAccount for eip155 unless the app says eoa); the toggle changes it afterwards.
 */
function preferredType(context: FrameHandlerContext, requested?: string): 'eoa' | 'smartAccount' {
  const stored = context.sessions.getSession()
  if (stored?.preferredAccountType) return stored.preferredAccountType
  const type = requested === 'eoa' ? 'eoa' : 'smartAccount'
  if (stored) context.sessions.setSession({ ...stored, preferredAccountType: type })
  return type
}

/**
 * The user's preferred account type is kept on the server (every device and dapp site of the
 * user shares it): read once per session into the frame's storage. Unreadable: as stored here.
 */
async function readPreferredType(context: FrameHandlerContext) {
  const stored = context.sessions.getSession()
  const read = context.backend.getPreferredAccountType
  if (!stored || !read || context.state.preferenceToken === stored.token) return
  context.state.preferenceToken = stored.token
  const type = await read({ token: stored.token }).catch(() => undefined)
  if (type) context.sessions.setSession({ ...stored, preferredAccountType: type })
}

/**
 * The logged-in user on a chain (the current one unless `requestedChain` names another, which
 * becomes current): the accounts the frame signs for and the one requests act for.
 */
export async function readUser(
  context: FrameHandlerContext,
  id: string,
  requestedChain?: string | number,
  requestedType?: string,
): Promise<FrameUser> {
  const { state } = context
  const stored = readSession(context)
  // A Solana chain (CAIP-2 `solana:<genesis>`): the same wallet's Solana account.
  if (typeof requestedChain === 'string' && requestedChain.startsWith('solana:')) {
    const address = await (await ensureSigner(context, id)).getSolanaAddress()
    return {
      email: stored.email,
      address,
      chainId: requestedChain,
      accounts: [{ address, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
    }
  }
  if (requestedChain !== undefined) state.chainId = Number(requestedChain)
  await readPreferredType(context)
  const eoa = (await ensureSigner(context, id)).getAddress()
  // Upgraded with EIP-7702 on this chain, the EOA is the smart account: one address. The 4337
  // account stays for chains where it is not.
  const upgraded = await isDelegatedOn(context, id).catch(() => false)
  const smart = upgraded
    ? undefined
    : await smartAccountOn(context, id, state.chainId).catch(() => undefined)
  const preferred = preferredType(context, requestedType)
  // No smart account here (no bundler, or it failed to open): the EOA (spec §4's fallback).
  const type: 'eoa' | 'smartAccount' =
    smart && preferred === 'smartAccount' ? 'smartAccount' : 'eoa'
  const address = smart && type === 'smartAccount' ? smart.address : eoa
  state.activeAddress = address
  return {
    email: stored.email,
    ...(stored.userName ? { userName: stored.userName } : {}),
    address,
    chainId: state.chainId,
    accounts: smart
      ? [
          { address: eoa, type: 'eoa' as const },
          { address: smart.address, type: 'smartAccount' as const },
        ]
      : [{ address: eoa, type: 'eoa' as const }],
    preferredAccountType: type,
    smartAccountDeployed: smart ? await smart.isDeployed().catch(() => false) : false,
  }
}
