import { InvalidChainIdError } from '../errors/names.js'

/**
 * The ENSIP-11 coin type of an EVM chain: `0x80000000 | chainId` (Ethereum mainnet keeps 60).
 * Throws 'Invalid chainId' at or above 0x80000000 (spec §5).
 *
 * @example convertChainIdToCoinType(31337) // 2147514985
 */
export function convertChainIdToCoinType(chainId: number): number {
  if (chainId === 1) return 60
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= 0x80000000) {
    throw new InvalidChainIdError(chainId)
  }
  return (0x80000000 | chainId) >>> 0
}
