import type { SendToken } from '../state/types.js'

/** The native placeholders the data API may list SOL with (So111…). */
const nativeMints = new Set([
  'So11111111111111111111111111111111111111111',
  'So11111111111111111111111111111111111111112',
])

/**
 * The SPL mint a Solana send token moves, undefined for SOL (listed with no address, or with the
 * native placeholder). Token addresses may come as CAIP-10 (`solana:<ref>:<mint>`): the mint is
 * the last part.
 *
 * @example getSolanaMint({ ...token, address: 'solana:EtWT…:4zMM…' }) // '4zMM…'
 */
export function getSolanaMint(token: Pick<SendToken, 'address'>): string | undefined {
  const mint = token.address?.split(':').at(-1)
  return mint && !nativeMints.has(mint) ? mint : undefined
}
