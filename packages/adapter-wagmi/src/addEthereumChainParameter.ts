import type { CaipNetwork } from '@airlock/core'
import { type AddEthereumChainParameter, numberToHex } from 'viem'

// A module of its own: the package's entry exports it, and with it in switchWagmiChain.ts the
// build put switching (and wagmi's switchChain) in the chunk a dapp loads at start.
/** What `wallet_addEthereumChain` needs to know about `network` (EIP-3085). */
export function toAddEthereumChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
