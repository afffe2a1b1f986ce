import {
  fetchSwapQuote,
  formatBalance,
  formatUsd,
  fundSwapWithOnramp,
  fundSwapWithOtherToken,
  getLocale,
  getSwapPaySource,
  getSwapShortfall,
  getSwapValidation,
  initSwap,
  pushView,
  replaceView,
  type SwapArguments,
  type SwapTokenOption,
  selectAccount,
  selectIsSmartAccount,
  setSwapAmount,
  setSwapToken,
  switchSwapTokens,
} from '@airlock/core'
import { useId } from 'react'
import { AmountField } from '../components/AmountField.js'
import { FundOffer } from '../components/FundOffer.js'
import { formatAmountUsd } from '../components/formatAmountUsd.js'
import type { ViewProps } from '../components/lazyView.js'
import { Spinner } from '../components/Spinner.js'
import { TokenButton } from '../components/TokenButton.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'
import { swapStyles } from '../styles/swapStyles.js'
import { tokenFormStyles } from '../styles/tokenFormStyles.js'
import { findSwapToken } from '../swap/findSwapToken.js'
import { formatPercent } from '../swap/formatPercent.js'
import { formatSwapRate } from '../swap/formatSwapRate.js'
import { highPriceImpact } from '../swap/highPriceImpact.js'

/** Spec §9: the default debounce before the quote follows the form. */
const quoteDebounceMs = 500

/**
 * Starts the swap form afresh from AppKit's `open({ view: 'Swap', arguments })`: the tokens named
 * (symbols or addresses; one not offered keeps the default) and the amount paid.
 */
async function startSwapFrom(appKit: ViewProps['appKit'], prefill: SwapArguments): Promise<void> {
  const swap = await initSwap(appKit)
  if (appKit.state.swap !== swap || swap.status !== 'success') return
  const fromToken = findSwapToken(swap.tokens, prefill.fromToken)
  if (fromToken) setSwapToken(appKit, { target: 'from', token: fromToken })
  const toToken = findSwapToken(swap.tokens, prefill.toToken)
  if (toToken) setSwapToken(appKit, { target: 'to', token: toToken })
  if (prefill.amount) setSwapAmount(appKit, { amount: prefill.amount })
}

/**
 * The swap form: the token paid and its amount (with Max), the token bought and what the quote
 * gives for it, each with its worth in USD; then the rate, the price impact (a warning above 3%)
 * and the network fee, all written for the modal's language. Nothing is an error before the
 * visitor types: the disabled button names what stands in the way ("Select a token", "Enter an
 * amount", "Insufficient ETH") until the form is valid and quoted. Opened with `arguments`
 * (AppKit's `open({ view: 'Swap', arguments })`), it starts from the tokens and amount they name.
 */
export function SwapView({ appKit }: ViewProps) {
  const id = useId()
  const swap = useStore(appKit, (state) => state.swap)
  const isSmartAccount = useStore(appKit, (state) => selectIsSmartAccount(selectAccount(state)))

  // AppKit's open({ view: 'Swap', arguments }), also while the form shows.
  const prefill = useStore(appKit, (state) => state.router.data.swap)

  useShownEffect(() => {
    if (prefill) {
      // The arguments start the form once: back from the preview, the form is the visitor's.
      replaceView(appKit, { view: 'Swap', data: {} })
      void startSwapFrom(appKit, prefill)
    } else if (!appKit.state.swap) void initSwap(appKit)
  }, [appKit, prefill])

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

  const locale = getLocale(appKit)
  const { fromToken, toToken, quote } = swap
  const invalid = getSwapValidation(swap, { isSmartAccount })
  const quoting = Boolean(quoteKey) && swap.quoteStatus !== 'success'
  const quoteFailed = swap.quoteStatus === 'error'
  // Errors of what the visitor typed; what is still missing is only the button's label.
  const amountError = invalid === 'insufficientFunds'
  // What the balance lacks, offered to buy where the on-ramp runs (it comes back here after), or
  // to pay with another token held that covers the amount's worth.
  const missing = amountError ? getSwapShortfall(swap) : undefined
  const paySource = missing ? getSwapPaySource(swap) : undefined
  const onramp = appKit.options.features.onramp
  const formError = invalid === 'insufficientGas' ? invalid : quoteFailed && !invalid
  const submitLabel =
    invalid === 'insufficientFunds' && fromToken
      ? text(appKit, 'insufficientSymbol', { symbol: fromToken.symbol })
      : text(appKit, invalid ?? 'reviewSwap')
  const rate = formatSwapRate({ fromToken, toToken, quote }, locale)
  const impact = quote?.priceImpact
  const tokenButton = (target: 'from' | 'to', token: SwapTokenOption | undefined) => (
    <TokenButton
      label={text(appKit, target === 'from' ? 'swapPay' : 'swapReceive')}
      symbol={token?.symbol ?? text(appKit, 'selectToken')}
      logoUri={token?.logoUri}
      chosen={Boolean(token)}
      onClick={() => pushView(appKit, { view: 'SwapSelectToken', data: { swapTarget: target } })}
    />
  )

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (!invalid && !quoteFailed && !quoting) pushView(appKit, { view: 'SwapPreview' })
      }}
    >
      <style>{accountStyles + tokenFormStyles + swapStyles}</style>
      <AmountField
        id={`${id}-from`}
        label={text(appKit, 'swapPay')}
        value={swap.fromAmount ?? ''}
        onChange={(amount) => setSwapAmount(appKit, { amount })}
        usdValue={formatAmountUsd(swap.fromAmount, fromToken?.price, locale)}
        invalid={amountError}
        describedBy={
          [amountError ? `${id}-from-error` : '', fromToken ? `${id}-available` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        token={tokenButton('from', fromToken)}
        meta={
          fromToken ? (
            <span className="input-row">
              <span id={`${id}-available`} className="muted">
                {text(appKit, 'available', {
                  amount: formatBalance(fromToken.balance, 4, locale),
                  symbol: fromToken.symbol,
                })}
              </span>
              <button
                type="button"
                className="text-button"
                disabled={!fromToken.balance}
                onClick={() => setSwapAmount(appKit, { amount: fromToken.balance })}
              >
                {text(appKit, 'max')}
              </button>
            </span>
          ) : null
        }
      >
        {amountError ? (
          <span id={`${id}-from-error`} className="error-text">
            {text(appKit, 'insufficientFunds')}
          </span>
        ) : null}
        {missing && fromToken && (onramp || paySource) ? (
          <FundOffer
            appKit={appKit}
            missing={missing}
            symbol={fromToken.symbol}
            onBuy={onramp ? () => void fundSwapWithOnramp(appKit) : undefined}
            onSwap={paySource ? () => fundSwapWithOtherToken(appKit) : undefined}
            swapLabel={paySource && text(appKit, 'swapPayWith', { symbol: paySource.token.symbol })}
          />
        ) : null}
      </AmountField>
      <button
        type="button"
        className="icon-button swap-switch"
        aria-label={text(appKit, 'switchTokens')}
        onClick={() => switchSwapTokens(appKit)}
      >
        <span aria-hidden="true">↓↑</span>
      </button>
      <AmountField
        id={`${id}-to`}
        label={text(appKit, 'swapReceive')}
        value={swap.toAmount ? formatBalance(swap.toAmount, 6, locale) : ''}
        usdValue={formatAmountUsd(swap.toAmount, toToken?.price, locale)}
        token={tokenButton('to', toToken)}
      />
      {quote ? (
        <dl className="summary">
          {rate ? (
            <>
              <dt>{text(appKit, 'swapRate')}</dt>
              <dd>{rate}</dd>
            </>
          ) : null}
          <dt>{text(appKit, 'priceImpact')}</dt>
          <dd>{formatPercent(impact, locale)}</dd>
          <dt>{text(appKit, 'networkFee')}</dt>
          <dd>{swap.gasPriceInUSD === undefined ? '—' : formatUsd(swap.gasPriceInUSD, locale)}</dd>
        </dl>
      ) : quoting && !invalid ? (
        <p className="muted" role="status">
          {text(appKit, 'estimating')}
        </p>
      ) : null}
      {highPriceImpact(impact) ? (
        <p className="price-warning" role="alert">
          {text(appKit, 'priceImpactHigh', { value: formatPercent(impact, locale) })}
        </p>
      ) : null}
      {formError ? (
        <p className="error-text" role="alert">
          {text(appKit, invalid === 'insufficientGas' ? 'insufficientGas' : 'somethingWentWrong')}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary"
        disabled={Boolean(invalid) || quoteFailed || quoting}
      >
        {submitLabel}
      </button>
    </form>
  )
}
