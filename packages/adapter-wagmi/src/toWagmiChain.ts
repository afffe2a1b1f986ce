import type { CaipNetwork } from '@airlock/core'
import type { Chain } from 'viem'

/**
 * The viem `Chain` wagmi needs for an eip155 network. A `CaipNetwork` already has a chain's
 * shape, so every field (including any `contracts` a catalogue adds) is kept; only the id is
 * made a number.
 *
 * @example toWagmiChain(defineNetwork({ id: 31337, chainNamespace: 'eip155', ... })).id // 31337
 */
export function toWagmiChain(network: CaipNetwork): Chain {
  return { ...network, id: Number(network.id) } as Chain
}
