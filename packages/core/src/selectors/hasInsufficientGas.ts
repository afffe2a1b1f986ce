export type HasInsufficientGasParameters = {
  /** Worth of the account's native balance in USD. */
  networkBalanceInUSD: number | undefined
  /** Estimated cost of the transaction's gas in USD. */
  gasPriceInUSD: number | undefined
  /** Smart accounts have their gas sponsored or batched, so they are exempt. */
  isSmartAccount: boolean
}

/**
 * Spec §5: gas is insufficient when the native balance is zero, or the gas cost in USD exceeds
 * the native balance in USD. A cost equal to the balance is enough. Smart accounts are exempt.
 *
 * @example hasInsufficientGas({ networkBalanceInUSD: 0.5, gasPriceInUSD: 0.6, isSmartAccount: false }) // true
 */
export function hasInsufficientGas({
  networkBalanceInUSD,
  gasPriceInUSD,
  isSmartAccount,
}: HasInsufficientGasParameters): boolean {
  if (isSmartAccount) return false
  if (!networkBalanceInUSD) return true
  return (gasPriceInUSD ?? 0) > networkBalanceInUSD
}
