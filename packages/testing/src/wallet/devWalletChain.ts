import { type Chain, numberToHex } from 'viem'
import { devnetChains } from '../devnet/devnet.js'

/** A chain the dev wallet can sit on. */
export type DevWalletChain = {
  id: number
  name: string
  /** JSON-RPC endpoint (http or https) every read and transaction goes to. */
  rpcUrl: string
  /** Default: Ether (ETH, 18 decimals). */
  nativeCurrency?: { name: string; symbol: string; decimals: number } | undefined
  blockExplorerUrl?: string | undefined
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The two devnet chains on their default ports, as the dev wallet knows them by default. */
export const devWalletDefaultChains: readonly DevWalletChain[] = [
  {
    id: devnetChains.primary.id,
    name: devnetChains.primary.name,
    rpcUrl: devnetChains.primary.rpcUrl,
  },
  {
    id: devnetChains.secondary.id,
    name: devnetChains.secondary.name,
    rpcUrl: devnetChains.secondary.rpcUrl,
  },
]

/** viem's chain shape for a dev wallet chain. */
export function toViemChain(chain: DevWalletChain): Chain {
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? ether,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    ...(chain.blockExplorerUrl
      ? { blockExplorers: { default: { name: chain.name, url: chain.blockExplorerUrl } } }
      : {}),
  }
}

/** `0x`-prefixed chain id, as `eth_chainId` and `chainChanged` give it. */
export function toHexChainId(chainId: number): `0x${string}` {
  return numberToHex(chainId)
}
