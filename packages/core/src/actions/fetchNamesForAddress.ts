import {
  getNamesForAddress,
  type NameRecord,
  type NamesForAddressError,
} from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'

export type FetchNamesForAddressParameters = { address: string }
export type FetchNamesForAddressReturnType = NameRecord[]
export type FetchNamesForAddressErrorType = NamesForAddressError

/**
 * The names an eip155 address holds on the Airlock server (`alice.reown.id`), newest first
 * (AppKit's `getReownName`).
 *
 * @example const [record] = await fetchNamesForAddress(appKit, { address: '0xf39F…' })
 */
export function fetchNamesForAddress(
  appKit: AppKit,
  { address }: FetchNamesForAddressParameters,
): Promise<FetchNamesForAddressReturnType> {
  const sender = appKit.state.chains.eip155?.account.address
  return getNamesForAddress(appKit.api, { address, sender })
}
