import {
  fetchSwapQuote,
  formatBalance,
  formatUsd,
  getSwapValidation,
  initSwap,
  pushView,
  type SwapTokenOption,
  selectAccount,
  selectIsSmartAccount,
  setSwapAmount,
  switchSwapTokens,
} from '@airlock/core'
import { useId } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import { Spinner } from '../components/Spinner.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'
import { swapStyles } from '../styles/swapStyles.js'
import { formatPercent } from '../swap/formatPercent.js'

/** Spec §9: the default debounce before the quote follows the form. */
const quoteDebounceMs = 500

/**
 * The swap form: the token paid and its amount (with Max), the token bought and what the quote
 * gives for it, the price impact and the network fee in USD. Review stays disabled, with the
 * reason beside it, until the form is valid and quoted.
 */
export function SwapView({ appKit }: ViewProps) {
  const id = useId()
  const swap = useStore(appKit, (state) => state.swap)
  const isSmartAccount = useStore(appKit, (state) => selectIsSmartAccount(selectAccount(state)))

  useShownEffect(() => {
    if (!appKit.state.swap) void initSwap(appKit)
  }, [appKit])

  // The quote follows the tokens and the amount, once typing pauses.
  const quoteKey =
    swap?.fromToken && swap.toToken && swap.fromAmount
      ? `${swap.fromToken.address}|${swap.toToken.address}|${swap.fromAmount}`
      : undefined
  useShownEffect(() => {
    if (!quoteKey) return
    // A failed quote shows as the form's state; nothing more to do here.
    const timer = setTimeout(() => void fetchSwapQuote(appKit).catch(() => {}), quoteDebounceMs)
    return () => clearTimeout(timer)
  }, [appKit, quoteKey])

  if (!swap || swap.status === 'loading' || swap.status === 'idle')
    return <Spinner appKit={appKit} />
  if (swap.error || swap.status === 'error') {
    return (
      <div className="center">
        <p className="error-text" role="alert">
          {text(appKit, swap.error ?? 'somethingWentWrong')}
        </p>
        {swap.error ? null : (
          <button type="button" className="secondary" onClick={() => void initSwap(appKit)}>
            {text(appKit, 'retry')}
          </button>
        )}
      </div>
    )
  }

  const { fromToken, toToken } = swap
  const invalid = getSwapValidation(swap, { isSmartAccount })
  const quoting = Boolean(quoteKey) && swap.quoteStatus !== 'success'
  const reason = invalid ?? (swap.quoteStatus === 'error' ? 'somethingWentWrong' : undefined)
  const tokenButton = (target: 'from' | 'to', token: SwapTokenOption | undefined) => {
    const side = text(appKit, target === 'from' ? 'swapPay' : 'swapReceive')
    const symbol = token?.symbol ?? text(appKit, 'selectToken')
    return (
      <button
        type="button"
        className="swap-token"
        aria-label={`${side}: ${symbol}`}
        onClick={() => pushView(appKit, { view: 'SwapSelectToken', data: { swapTarget: target } })}
      >
        {token?.logoUri ? <img src={token.logoUri} alt="" /> : null}
        {symbol}
      </button>
    )
  }

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (!reason && !quoting) pushView(appKit, { view: 'SwapPreview' })
      }}
    >
      <style>{accountStyles + swapStyles}</style>
      <div className="swap-side">
        <label htmlFor={`${id}-from`}>{text(appKit, 'swapPay')}</label>
        <div className="input-row">
          <input
            id={`${id}-from`}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={swap.fromAmount ?? ''}
            aria-invalid={invalid === 'insufficientFunds'}
            aria-describedby={fromToken ? `${id}-available` : undefined}
            onChange={(event) => setSwapAmount(appKit, { amount: event.target.value })}
          />
          {tokenButton('from', fromToken)}
        </div>
        {fromToken ? (
          <div className="input-row">
            <span id={`${id}-available`} className="muted">
              {text(appKit, 'available', {
                amount: formatBalance(fromToken.balance, 4),
                symbol: fromToken.symbol,
              })}
            </span>
            <button
              type="button"
              className="secondary"
              disabled={!fromToken.balance}
              onClick={() => setSwapAmount(appKit, { amount: fromToken.balance })}
            >
              {text(appKit, 'max')}
            </button>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className="icon-button swap-switch"
        aria-label={text(appKit, 'switchTokens')}
        onClick={() => switchSwapTokens(appKit)}
      >
        <span aria-hidden="true">↓↑</span>
      </button>
      <div className="swap-side">
        <label htmlFor={`${id}-to`}>{text(appKit, 'swapReceive')}</label>
        <div className="input-row">
          <input
            id={`${id}-to`}
            className="input"
            readOnly
            placeholder="0"
            value={swap.toAmount ? formatBalance(swap.toAmount, 6) : ''}
          />
          {tokenButton('to', toToken)}
        </div>
      </div>
      {swap.quote ? (
        <dl className="summary">
          <dt>{text(appKit, 'priceImpact')}</dt>
          <dd>{formatPercent(swap.quote.priceImpact)}</dd>
          <dt>{text(appKit, 'networkFee')}</dt>
          <dd>{swap.gasPriceInUSD === undefined ? '—' : formatUsd(swap.gasPriceInUSD)}</dd>
        </dl>
      ) : quoting && !invalid ? (
        <p className="muted" role="status">
          {text(appKit, 'estimating')}
        </p>
      ) : null}
      <p id={`${id}-reason`} className={reason ? 'error-text' : 'sr-only'} role="status">
        {reason ? text(appKit, reason) : ''}
      </p>
      <button
        type="submit"
        className="primary"
        disabled={Boolean(reason) || quoting}
        aria-describedby={`${id}-reason`}
      >
        {text(appKit, 'reviewSwap')}
      </button>
    </form>
  )
}
