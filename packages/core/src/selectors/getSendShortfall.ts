import { formatUnits } from '../formatters/formatUnits.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { findSendToken } from '../send/findSendToken.js'
import type { SendState } from '../state/types.js'

export type GetSendShortfallParameters = Pick<SendState, 'token' | 'sendTokenAmount'> & {
  /** The network fee's estimate, counted when the fee is paid in the token sent. */
  gasPriceInUSD?: number | undefined
  /** A smart account's fee is not paid from its balance (spec §5): it is left out. */
  isSmartAccount?: boolean | undefined
}

/** The shortfall is shown to at most this many decimals, rounded up so it always covers the gap. */
const shortfallDecimals = 6

/**
 * How much more of the send's token the account needs, in whole units: the amount, plus the
 * network fee when the fee is paid in that token (the network's own currency, once estimated),
 * above the token's balance; rounded up to at most 6 decimals. Undefined when the balance covers
 * it, or without a token or an amount.
 *
 * @example getSendShortfall(appKit.state.send) // '0.42' (10.42 AUSD asked, 10 held)
 */
export function getSendShortfall({
  token,
  sendTokenAmount,
  gasPriceInUSD,
  isSmartAccount = false,
}: GetSendShortfallParameters): string | undefined {
  if (!token || !sendTokenAmount) return undefined
  const decimals = Number(token.quantity.decimals)
  const amount = parseUnits(sendTokenAmount, decimals)
  if (!amount) return undefined
  const balance = parseUnits(token.quantity.numeric, decimals) ?? 0n
  const native = findSendToken([token], 'native') !== undefined
  const fee =
    native && !isSmartAccount && gasPriceInUSD && token.price
      ? (parseUnits((gasPriceInUSD / token.price).toFixed(decimals), decimals) ?? 0n)
      : 0n
  return formatShortfall(amount + fee - balance, decimals)
}

/**
 * `missing` base units in whole units, rounded up to at most 6 decimals so that it always covers
 * the gap; undefined when nothing is missing.
 */
export function formatShortfall(missing: bigint, decimals: number): string | undefined {
  if (missing <= 0n) return undefined
  const step = 10n ** BigInt(Math.max(decimals - shortfallDecimals, 0))
  return formatUnits(((missing + step - 1n) / step) * step, decimals)
}
