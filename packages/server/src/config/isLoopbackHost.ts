import { isIP } from 'node:net'

/**
 * True when `host` (the address the server binds) is reachable from this machine only:
 * `localhost`, `127.0.0.0/8`, `::1` (also IPv4-mapped). `0.0.0.0`, `::` and every other address
 * are public.
 *
 * @example isLoopbackHost('127.0.0.1') // true
 * @example isLoopbackHost('0.0.0.0') // false
 */
export function isLoopbackHost(host: string): boolean {
  const address = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
  if (address === 'localhost') return true
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.')
  if (isIP(address) === 6) return /^(0{0,4}:){1,7}0{0,3}1$|^::1$/.test(address)
  return false
}
