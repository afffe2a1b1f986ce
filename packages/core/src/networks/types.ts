import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/**
 * A network as Airlock carries it: the shape of a viem `Chain` (so EVM networks pass straight to
 * wagmi and viem) plus its CAIP-2 id and namespace.
 */
export type CaipNetwork = {
  /** Chain id for eip155 (a number), the genesis-hash reference elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
  /** An older CAIP-2 id that wallets may still report. */
  deprecatedCaipNetworkId?: CaipNetworkId | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
}

export type DefineNetworkParameters = Omit<CaipNetwork, 'caipNetworkId'> & {
  caipNetworkId?: CaipNetworkId
}

/** Completes a network definition with its CAIP-2 id (`namespace:id` unless given). */
export function defineNetwork<const network extends DefineNetworkParameters>(
  network: network,
): network & { caipNetworkId: CaipNetworkId } {
  return {
    ...network,
    caipNetworkId: network.caipNetworkId ?? `${network.chainNamespace}:${network.id}`,
  }
}
