import { base58 } from '@scure/base'
import type { ServerContext } from '../context.js'
import type { SolanaRuntime } from './solanaRuntime.js'

/** True for a base58 string of a 32-byte public key (a Bitcoin base58 address is 25 bytes). */
function isSolanaPublicKey(address: string): boolean {
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}

/**
 * The Solana networks a data request is for: the one asked (none when unknown, or when the address
 * is not a Solana one), every one for a Solana address asked without a network, or undefined when
 * the request is not for Solana.
 */
export function solanaNetworksFor(
  context: ServerContext,
  address: string,
  chainId: string | undefined,
): SolanaRuntime[] | undefined {
  if (chainId?.startsWith('solana:')) {
    const network = context.solanaNetworks.get(chainId)
    return network && isSolanaPublicKey(address) ? [network] : []
  }
  if (chainId === undefined && isSolanaPublicKey(address)) {
    return [...context.solanaNetworks.values()]
  }
  return undefined
}
