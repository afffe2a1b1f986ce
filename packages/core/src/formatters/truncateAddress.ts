/**
 * An address shortened to its first 4 and last 6 characters (spec §5).
 *
 * @example truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function truncateAddress(address: string, { head = 4, tail = 6 } = {}): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}
