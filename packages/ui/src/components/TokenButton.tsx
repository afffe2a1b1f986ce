import type { Ref } from 'react'
import { Logo } from './Logo.js'

export type TokenButtonProps = {
  /** What the token is for ("Token", "You pay"): the button is named "<label>: <symbol>". */
  label: string
  /** The chosen token's symbol, or what to say while none is chosen ("Select a token"). */
  symbol: string
  logoUri?: string | undefined
  /** False while no token is chosen: no logo then. */
  chosen?: boolean | undefined
  onClick: () => void
  buttonRef?: Ref<HTMLButtonElement> | undefined
}

/** The chosen token as a button with its logo and a chevron, opening the token picker: Send, Buy and Swap. */
export function TokenButton({
  label,
  symbol,
  logoUri,
  chosen = true,
  onClick,
  buttonRef,
}: TokenButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="token-button"
      aria-label={`${label}: ${symbol}`}
      onClick={onClick}
    >
      {chosen ? <Logo src={logoUri || undefined} name={symbol} round /> : null}
      <span>{symbol}</span>
    </button>
  )
}
