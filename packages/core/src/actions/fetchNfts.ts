import { type AccountNft, getAccountNfts } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type FetchNftsParameters = { namespace?: ChainNamespace | undefined }
export type FetchNftsReturnType = AccountNft[]

/**
 * Reads the NFTs the connected account holds on its network into `state.nfts`.
 *
 * @example await fetchNfts(appKit); appKit.state.nfts.nfts
 */
export async function fetchNfts(
  appKit: AppKit,
  { namespace }: FetchNftsParameters = {},
): Promise<FetchNftsReturnType> {
  const active = getActiveAccount(appKit, namespace)
  const { nfts } = appKit.state
  if (!active) return []
  if (nfts.caipAddress !== active.caipAddress) nfts.nfts = []
  nfts.caipAddress = active.caipAddress
  nfts.status = 'loading'
  try {
    const { data } = await getAccountNfts(appKit.api, {
      address: active.address,
      chainId: active.networkId,
    })
    if (nfts.caipAddress === active.caipAddress) {
      nfts.nfts = data
      nfts.status = 'success'
    }
    return data
  } catch (error) {
    if (appKit.options.debug) console.warn('Airlock: NFTs unavailable', error)
    if (nfts.caipAddress === active.caipAddress) nfts.status = 'error'
    return []
  }
}
