/**
 * `value` (whole units) as a decimal string rounded up to `decimals`, trailing zeros dropped: an
 * amount to pay that must cover `value`. Float noise below 1e-9 of the last place does not round up.
 *
 * @example formatAmountUp(530 / 3000, 6) // '0.176667'
 */
export function formatAmountUp(value: number, decimals: number): string {
  const scale = 10 ** decimals
  const fixed = (Math.ceil(value * scale - 1e-9) / scale).toFixed(decimals)
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
}
