import { isIP } from 'node:net'
import { z } from 'zod'
import { InvalidTrustProxyError } from '../errors/configErrors.js'

/**
 * Which proxies in front of the server are believed about the client's address (`X-Forwarded-For`)
 * and protocol (`X-Forwarded-Proto`): a hop count (`1`: the closest proxy), or the proxies'
 * addresses and CIDR ranges (`loopback`, `linklocal` and `uniquelocal` name those ranges).
 * `0` or none: the socket's address, whatever the headers say.
 */
export type TrustProxy = number | string[]

const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/** `trustProxy` of `createServer`: a hop count, or addresses and CIDR ranges. */
const trustProxySchema = z.union([
  z.number().int().min(0).max(32),
  z
    .array(
      z
        .string()
        .refine(
          isAddressOrRange,
          'an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal',
        ),
    )
    .min(1),
])

/** `AIRLOCK_TRUST_PROXY`: `1` (hops), or `10.0.0.0/8, 127.0.0.1` (comma or space separated). */
export const trustProxyEnvSchema = z
  .string()
  .transform((value): unknown =>
    /^\s*\d+\s*$/.test(value) ? Number(value) : value.split(/[\s,]+/).filter(Boolean),
  )
  .pipe(trustProxySchema)

/**
 * Fastify's `trustProxy` for a setting: `false` (trust nothing) for none or `0`, the `n` hops
 * closest to the server for a count. Throws on anything else, naming what is wrong.
 *
 * @example Fastify({ trustProxy: toFastifyTrustProxy(options.trustProxy) })
 */
export function toFastifyTrustProxy(
  trustProxy: TrustProxy | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trustProxy === undefined) return false
  const parsed = trustProxySchema.safeParse(trustProxy)
  if (!parsed.success) {
    throw new InvalidTrustProxyError(parsed.error.issues[0]?.message ?? 'invalid')
  }
  const hops = parsed.data
  if (typeof hops !== 'number') return hops
  return hops === 0 ? false : (_address, hop) => hop < hops
}
