import { devnetChains } from '@airlock/testing'

/** The devnet's first chain as a viem chain, for both apps. */
export const localChain = {
  id: devnetChains.primary.id,
  name: devnetChains.primary.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnetChains.primary.rpcUrl] } },
} as const
