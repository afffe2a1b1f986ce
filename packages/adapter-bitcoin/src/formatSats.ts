/** Sats as whole BTC, exactly (8 decimals, trailing zeros dropped). */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const absolute = negative ? -sats : sats
  const whole = absolute / 100_000_000n
  const fraction = (absolute % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
