/**
 * Whether an allowance of `amount` in a `bits`-wide unsigned integer is meant as unlimited: the
 * type's maximum or close to it (the top bit set). Dapps ask for `type(uint256).max`, for
 * `type(uint160).max` with Permit2, and for round numbers just under them; no token has a supply
 * anywhere near.
 */
export function isUnlimitedAmount(amount: bigint, bits: 160 | 256): boolean {
  return amount >= 2n ** BigInt(bits - 1)
}
