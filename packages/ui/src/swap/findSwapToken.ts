import type { SwapTokenOption } from '@airlock/core'

/**
 * The swap token `name` names, as AppKit's `open({ view: 'Swap', arguments })` gives it: a symbol
 * (`ETH`, `usdc`), a CAIP-10 address or a bare address, compared without case. A token held comes
 * before one only listed when both match; undefined when none does.
 *
 * @example findSwapToken(swap.tokens, 'USDC')?.address // 'eip155:1:0xa0b8…eb48'
 */
export function findSwapToken(
  tokens: readonly SwapTokenOption[],
  name: string | undefined,
): SwapTokenOption | undefined {
  const wanted = name?.trim().toLowerCase()
  if (!wanted) return undefined
  const matches = tokens.filter((token) => {
    const address = token.address.toLowerCase()
    return (
      token.symbol.toLowerCase() === wanted ||
      address === wanted ||
      address.slice(address.lastIndexOf(':') + 1) === wanted
    )
  })
  return matches.find((token) => token.balance !== undefined) ?? matches[0]
}
