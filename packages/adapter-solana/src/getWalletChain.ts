import type { CaipNetwork } from '@airlock/core'

const knownChains: Record<string, `solana:${string}`> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '8E9rvCKLFQia2Y35HvjjRZi3SQcs5J6M': 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain a wallet knows `network` by: mainnet, devnet and testnet by genesis
 * hash; a network served from this machine (localhost, 127.0.0.1) is `solana:localnet`; any other
 * (an SVM fork, a custom cluster) keeps its CAIP-2 id. No list to outgrow: AppKit's three-entry
 * map throws "Invalid chain id" on every other network (reown-com/appkit#5360).
 */
export function getWalletChain(network: Pick<CaipNetwork, 'id' | 'rpcUrls'>): `solana:${string}` {
  const known = knownChains[String(network.id)]
  if (known) return known
  const [url] = network.rpcUrls.default.http
  if (url) {
    try {
      const { hostname } = new URL(url)
      if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') {
        return 'solana:localnet'
      }
    } catch {
      // Not a URL: fall through.
    }
  }
  return `solana:${network.id}`
}
