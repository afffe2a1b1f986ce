import { type AppKit, formatBalance, getLocale } from '@airlock/core'
import { text } from '../i18n/text.js'

/**
 * What a form's amount lacks ("You need 12.5 AUSD more"), as a group of the ways to get it in
 * place: Buy (the on-ramp) and, where given, Swap (or paying with another token). Styled by `tokenFormStyles` (`.fund`).
 */
export function FundOffer({
  appKit,
  missing,
  symbol,
  onBuy,
  onSwap,
  swapLabel,
}: {
  appKit: AppKit
  /** Whole units missing. */
  missing: string
  symbol: string
  onBuy?: (() => void) | undefined
  onSwap?: (() => void) | undefined
  /** The Swap button's text (default "Swap"). */
  swapLabel?: string | undefined
}) {
  return (
    <fieldset className="fund">
      <legend>
        {text(appKit, 'sendMissing', {
          amount: formatBalance(missing, 6, getLocale(appKit)),
          symbol,
        })}
      </legend>
      {onBuy ? (
        <button type="button" className="secondary" onClick={onBuy}>
          {text(appKit, 'buy')}
        </button>
      ) : null}
      {onSwap ? (
        <button type="button" className="secondary" onClick={onSwap}>
          {swapLabel ?? text(appKit, 'swap')}
        </button>
      ) : null}
    </fieldset>
  )
}
