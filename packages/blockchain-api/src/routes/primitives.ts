import * as z from 'zod/mini'
import { chainNamespaces } from '../caip/types.js'
import { ensureZodLocale } from './zodLocale.js'

ensureZodLocale()

/** Chain namespaces Airlock knows; a CAIP id with another namespace is rejected. */
export const knownNamespaces = chainNamespaces

const evmAddressPattern = /^(0x)?[0-9a-fA-F]{40}$/
const caip2Pattern = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/** True for 40 hex characters with an optional 0x prefix. */
export function isEvmAddress(value: string): boolean {
  return evmAddressPattern.test(value)
}

/** True for `namespace:reference` with a known namespace. */
export function isCaipNetworkId(value: string): boolean {
  const match = caip2Pattern.exec(value)
  return match !== null && (knownNamespaces as readonly string[]).includes(match[1] ?? '')
}

/** True for `namespace:reference:address`: three non-empty parts and a known namespace. */
export function isCaipAddress(value: string): boolean {
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return false
  const [namespace, reference, address] = parts as [string, string, string]
  if (!isCaipNetworkId(`${namespace}:${reference}`)) return false
  return namespace !== 'eip155' || isEvmAddress(address)
}

/** An EVM address; the error is the spec's 'Address "{x}" is invalid.'. */
export const evmAddressSchema = z.pipe(
  z
    .string()
    .check(
      z.refine(isEvmAddress, { error: (issue) => `Address "${String(issue.input)}" is invalid.` }),
    ),
  z.transform((value: string) => (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`),
)

const bitcoinAddressPattern =
  /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/

/** True for a Bitcoin address: bech32/bech32m (`bc1…`, `tb1…`, `bcrt1…`) or base58. */
export function isBitcoinAddress(value: string): boolean {
  return bitcoinAddressPattern.test(value)
}

const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** True for a Solana address: 32 to 44 base58 characters (spec §7). */
export function isSolanaAddress(value: string): boolean {
  return solanaAddressPattern.test(value)
}

/**
 * The address of an account on any namespace the data API serves: an EVM address (0x added when
 * missing), a Bitcoin address or a Solana address. The error is the spec's
 * 'Address "{x}" is invalid.'.
 */
export const accountAddressSchema = z.pipe(
  z.string().check(
    z.refine(
      (value: string) => isEvmAddress(value) || isBitcoinAddress(value) || isSolanaAddress(value),
      {
        error: (issue) => `Address "${String(issue.input)}" is invalid.`,
      },
    ),
  ),
  z.transform((value: string) =>
    isEvmAddress(value) && !value.startsWith('0x') ? `0x${value}` : value,
  ),
)

/** A CAIP-2 network id such as `eip155:1`; the error is 'Invalid CAIP-2 network id'. */
export const caipNetworkIdSchema = z.pipe(
  z.string().check(z.refine(isCaipNetworkId, { error: 'Invalid CAIP-2 network id' })),
  z.transform((value: string) => value as `${string}:${string}`),
)

/** A CAIP-10 account such as `eip155:1:0xabc…`; the error is 'Invalid CAIP-10 address'. */
export const caipAddressSchema = z.pipe(
  z.string().check(z.refine(isCaipAddress, { error: 'Invalid CAIP-10 address' })),
  z.transform((value: string) => value as `${string}:${string}:${string}`),
)

/** A comma-separated list in a query string, e.g. `include=a,b`. */
export const commaListSchema = z.pipe(
  z.string(),
  z.transform((value: string) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
)

/** Every error body the server sends. */
export const errorResponseSchema = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
})

export type ErrorResponse = z.infer<typeof errorResponseSchema>
