import { type CaipNetworkId, type ChainNamespace, chainNamespaces } from '../caip/types.js'

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A contract a chain has deployed, in viem's shape (`multicall3`, `ensUniversalResolver`, …). */
export type ChainContract = { address: `0x${string}`; blockCreated?: number | undefined }

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
  /** Deployed contracts, as viem's chains list them: wagmi's multicall and ENS actions read them. */
  contracts?:
    | {
        [name: string]: ChainContract | { [chainId: number]: ChainContract | undefined } | undefined
      }
    | undefined
}

/**
 * What `networks` accepts, as AppKit does: a CaipNetwork, a plain viem `Chain` (an EVM network
 * without CAIP fields; they are added as `eip155:<id>`), or a network of a namespace no Airlock
 * adapter serves (`tronMainnet`), which is accepted and left out.
 */
export type AppKitNetwork = CaipNetwork | EvmChain | UnservedNetwork

/**
 * The namespaces AppKit defines networks for that no Airlock adapter serves (yet). Their networks
 * type-check wherever AppKit takes a network, and createAppKit leaves them out of the instance.
 */
export type UnservedChainNamespace = 'cosmos' | 'sui' | 'stacks' | 'ton' | 'tron' | 'stellar'

/** AppKit's `ChainNamespace`: Airlock's namespaces and the unserved ones. */
export type AppKitChainNamespace = ChainNamespace | UnservedChainNamespace

/** A network of a namespace no Airlock adapter serves, such as AppKit's `tronMainnet`. */
export type UnservedNetwork = Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'> & {
  caipNetworkId: `${UnservedChainNamespace}:${string}`
  chainNamespace: UnservedChainNamespace
}

/**
 * True for a network of a namespace Airlock serves (a CaipNetwork or a viem chain), false for an
 * `UnservedNetwork`.
 *
 * @example isServedNetwork(tronMainnet) // false
 */
export function isServedNetwork(network: AppKitNetwork): network is CaipNetwork | EvmChain {
  return (
    network.chainNamespace === undefined ||
    (chainNamespaces as readonly string[]).includes(network.chainNamespace)
  )
}

/** A viem `Chain` as far as Airlock reads it. */
export type EvmChain = Omit<CaipNetwork, 'id' | 'caipNetworkId' | 'chainNamespace'> & {
  id: number
  caipNetworkId?: CaipNetworkId | undefined
  chainNamespace?: 'eip155' | undefined
}

/**
 * The CaipNetwork for a network given as AppKit accepts it: a viem chain gets `eip155:<id>`;
 * a CaipNetwork comes back as it is.
 *
 * @example toCaipNetwork(viemMainnet).caipNetworkId // 'eip155:1'
 */
export function toCaipNetwork(network: CaipNetwork | EvmChain): CaipNetwork {
  // Anything but an object is left for the options schema to report.
  if (typeof network !== 'object' || network === null) return network
  if (network.caipNetworkId && network.chainNamespace) return network as CaipNetwork
  const chainNamespace = network.chainNamespace ?? 'eip155'
  return {
    ...network,
    chainNamespace,
    caipNetworkId: network.caipNetworkId ?? `${chainNamespace}:${network.id}`,
  } as CaipNetwork
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

/**
 * AppKit's `defineChain`: a network from a chain definition with its CAIP fields. Unlike
 * defineNetwork it takes AppKit's required `caipNetworkId` and `chainNamespace` as given.
 *
 * @example defineChain({ id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Local', … })
 */
export function defineChain<const network extends CaipNetwork>(network: network): network {
  return network
}
