/**
 * A decimal string in whole units as an integer of the smallest unit. Digits past `decimals` are
 * dropped (floored). Returns undefined for anything that is not a plain non-negative decimal.
 *
 * @example parseUnits('1.5', 6) // 1500000n
 */
export function parseUnits(value: string, decimals: number): bigint | undefined {
  const trimmed = value.trim()
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined
  const [whole = '', fraction = ''] = trimmed.split('.')
  const padded = fraction.slice(0, decimals).padEnd(decimals, '0')
  return BigInt(`${whole || '0'}${padded}`)
}
