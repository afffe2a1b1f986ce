import { getIdentity, type HttpRequestError } from '@airlock/blockchain-api'
import { isEvmAddress } from '../caip/addresses.js'
import type { AppKit } from '../createAppKit.js'
import { readCachedProfileName } from './fetchProfileName.js'

export type FetchIdentityParameters = {
  /** Another address than the connected account's: its identity is returned, not stored. */
  address?: string | undefined
}

/** The name and avatar (undefined when none), or undefined without an eip155 account. */
export type FetchIdentityReturnType = { name: string | undefined; avatar: string | undefined }

export type FetchIdentityErrorType = HttpRequestError

/**
 * Looks up an eip155 address's name and avatar through the identity route: the server's own names
 * (`.reown.id`) first, else the account's ENS primary name (checked forward) and avatar. For the
 * connected account (no `address`), they go into its `profileName` and `profileImage`; a name it
 * registered in the last 5 minutes is kept. Answers are kept 5 minutes by the client, so each
 * address is asked once (Activity rows ask for every counterparty).
 *
 * @example const { name, avatar } = await fetchIdentity(appKit) // 'alice.eth'
 */
export async function fetchIdentity(
  appKit: AppKit,
  parameters: FetchIdentityParameters = {},
): Promise<FetchIdentityReturnType | undefined> {
  const account = appKit.state.chains.eip155?.account
  const own = account?.address
  const address = parameters.address ?? own
  if (!address || !isEvmAddress(address)) return undefined
  const identity = await getIdentity(appKit.api, { address, sender: own })
  const result = { name: identity.name ?? undefined, avatar: identity.avatar ?? undefined }
  if (parameters.address !== undefined || !account) return result
  // The account may have changed during the lookup.
  if (account.address !== address) return result
  account.profileName = readCachedProfileName(appKit, address) ?? result.name
  account.profileImage = result.avatar
  return result
}
