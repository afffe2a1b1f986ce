import {
  buyWithOnramp,
  fetchOnrampQuote,
  formatBalance,
  formatCurrency,
  formatCurrencyName,
  fundApprovalWithSwap,
  getLocale,
  initOnramp,
  OnrampPopupBlockedError,
  onrampAmountPresets,
  resetView,
  selectAccount,
  setOnrampForm,
} from '@airlock/core'
import { useId, useState } from 'react'
import { AmountField } from '../components/AmountField.js'
import { FundOffer } from '../components/FundOffer.js'
import { formatAmountUsd } from '../components/formatAmountUsd.js'
import { LazyTokenPicker, prefetchTokenPicker } from '../components/LazyTokenPicker.js'
import { LegalCheckboxSlot } from '../components/LegalCheckboxSlot.js'
import type { ViewProps } from '../components/lazyView.js'
import { Spinner } from '../components/Spinner.js'
import { TokenButton } from '../components/TokenButton.js'
import { useLegalCheckbox } from '../components/useLegalCheckbox.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { useTokenPickerState } from '../components/useTokenPickerState.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'
import { tokenFormStyles } from '../styles/tokenFormStyles.js'

/** Spec §9: the default debounce before the quote follows the form. */
const quoteDebounceMs = 500

const onrampStyles = /* css */ `
.presets { display: flex; gap: 8px; }
.presets button { flex: 1; }
.provider { display: flex; align-items: center; gap: 8px; padding: 10px 12px; border: 1px solid var(--_border); border-radius: calc(var(--radius) * 3); }
.provider:has(input:checked) { border-color: var(--accent, currentColor); }
.provider span:last-child { margin-inline-start: auto; }
fieldset { border: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
`

/**
 * Buy (on-ramp): the token (chosen in the token picker Send and Swap use), the amount, large, in
 * the currency paid with (typed or a preset), with the USD worth of what the quote buys under it,
 * the providers with their fee ranges, and the chosen provider's quote. Until there is an amount
 * the button is disabled and says so ("Enter an amount"). Continue opens the provider's window
 * from the click itself, so browsers let it open. Opened for an embedded-wallet approval the
 * account cannot pay, it also offers to pay with another token held ("Pay with AUSD": a swap
 * into the coin) when one covers what is missing.
 */
export function OnRampProvidersView({ appKit }: ViewProps) {
  const id = useId()
  const onramp = useStore(appKit, (state) => state.onramp)
  const [error, setError] = useState<'blocked' | 'failed' | undefined>()
  // With the legal checkbox, no provider can be chosen or opened until it is ticked (as Connect).
  const legalCheckbox = useLegalCheckbox(appKit)
  const { gated } = legalCheckbox
  const picker = useTokenPickerState()
  // The prices the account's balances carry, by symbol: what a quoted purchase is worth.
  const balances = useStore(appKit, (state) => selectAccount(state)?.tokenBalance ?? [])
  const fundSwap = useStore(appKit, (state) => state.router.data.fundSwap)

  useShownEffect(() => {
    prefetchTokenPicker()
    if (!appKit.state.onramp || appKit.state.onramp.purchase) void initOnramp(appKit)
  }, [appKit])

  const quoteKey =
    onramp?.status === 'success' && Number(onramp.amount) > 0
      ? `${onramp.purchaseCurrency}|${onramp.paymentCurrency}|${onramp.amount}|${onramp.provider}`
      : undefined
  useShownEffect(() => {
    if (!quoteKey) return
    const timer = setTimeout(() => void fetchOnrampQuote(appKit), quoteDebounceMs)
    return () => clearTimeout(timer)
  }, [appKit, quoteKey])

  if (onramp?.status !== 'success') return <Spinner appKit={appKit} />
  if (onramp.purchaseCurrencies.length === 0 || onramp.providers.length === 0) {
    return (
      <p className="center muted" role="status">
        {text(appKit, 'buyUnavailable')}
      </p>
    )
  }

  const { quote } = onramp
  const locale = getLocale(appKit)
  const quoting = Boolean(quoteKey) && onramp.quoteStatus !== 'success'
  const ready = Boolean(quoteKey) && !quoting
  const provider = onramp.providers.find((candidate) => candidate.id === onramp.provider)
  const purchase = onramp.purchaseCurrencies.find(
    (currency) => currency.id === onramp.purchaseCurrency,
  )
  const logoOf = (symbol: string) =>
    balances.find((balance) => balance.symbol === symbol)?.iconUrl || undefined
  const priced = quote && onramp.quoteStatus === 'success' ? quote.purchaseAmount : undefined
  const worth = priced
    ? formatAmountUsd(
        priced.amount,
        balances.find((balance) => balance.symbol === priced.currency)?.price,
        locale,
      )
    : undefined
  // The disabled button names what is missing; with both there, the provider it opens.
  const missing = !purchase ? 'selectToken' : Number(onramp.amount) > 0 ? undefined : 'enterAmount'

  if (picker.open) {
    return (
      <>
        <style>{accountStyles}</style>
        <LazyTokenPicker
          appKit={appKit}
          sections={[
            {
              options: onramp.purchaseCurrencies.map((currency) => ({
                key: currency.id,
                symbol: currency.symbol,
                name: currency.name,
                logoUri: logoOf(currency.symbol),
              })),
            },
          ]}
          selected={onramp.purchaseCurrency}
          onPick={(id) => {
            if (id !== onramp.purchaseCurrency) setOnrampForm(appKit, { purchaseCurrency: id })
            picker.close()
          }}
          onClose={picker.close}
        />
      </>
    )
  }

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (!ready) return
        setError(undefined)
        buyWithOnramp(appKit).catch((reason: unknown) =>
          setError(reason instanceof OnrampPopupBlockedError ? 'blocked' : 'failed'),
        )
      }}
    >
      <style>{accountStyles + tokenFormStyles + onrampStyles}</style>
      <LegalCheckboxSlot appKit={appKit} legal={legalCheckbox} />
      <AmountField
        id={`${id}-amount`}
        label={text(appKit, 'amount')}
        value={onramp.amount ?? ''}
        onChange={(amount) => setOnrampForm(appKit, { amount: amount.replace(/[^\d.]/g, '') })}
        usdValue={worth}
        token={
          <TokenButton
            buttonRef={picker.opener}
            label={text(appKit, 'buyToken')}
            symbol={purchase?.symbol ?? text(appKit, 'selectToken')}
            logoUri={purchase ? logoOf(purchase.symbol) : undefined}
            chosen={Boolean(purchase)}
            onClick={picker.show}
          />
        }
        meta={
          <span className="input-row">
            <label htmlFor={`${id}-fiat`} className="muted">
              {text(appKit, 'buyPayWith')}
            </label>
            <select
              id={`${id}-fiat`}
              className="input"
              value={onramp.paymentCurrency}
              onChange={(event) => setOnrampForm(appKit, { paymentCurrency: event.target.value })}
            >
              {onramp.paymentCurrencies.map((currency) => (
                <option key={currency.id} value={currency.id}>
                  {formatCurrencyName(currency.id, locale)}
                </option>
              ))}
            </select>
          </span>
        }
      />
      {fundSwap ? (
        <FundOffer
          appKit={appKit}
          missing={fundSwap.missing}
          symbol={fundSwap.missingSymbol}
          onSwap={() => fundApprovalWithSwap(appKit)}
          swapLabel={text(appKit, 'swapPayWith', { symbol: fundSwap.symbol })}
        />
      ) : null}
      <div className="presets">
        {onrampAmountPresets.map((amount) => (
          <button
            key={amount}
            type="button"
            className="secondary"
            aria-pressed={onramp.amount === amount}
            onClick={() => setOnrampForm(appKit, { amount })}
          >
            {formatCurrency(amount, onramp.paymentCurrency, locale, { whole: true })}
          </button>
        ))}
      </div>
      <fieldset disabled={gated}>
        <legend>{text(appKit, 'buyProviders')}</legend>
        {onramp.providers.map((candidate) => {
          const fee =
            candidate.feeRange.min === candidate.feeRange.max
              ? `${candidate.feeRange.min}%`
              : `${candidate.feeRange.min}–${candidate.feeRange.max}%`
          return (
            <label key={candidate.id} className="provider">
              <input
                type="radio"
                name={`${id}-provider`}
                value={candidate.id}
                checked={onramp.provider === candidate.id}
                onChange={() => setOnrampForm(appKit, { provider: candidate.id })}
              />
              <span>{candidate.name}</span>
              <span className="muted">{text(appKit, 'buyFeeRange', { value: fee })}</span>
            </label>
          )
        })}
      </fieldset>
      {quote && onramp.quoteStatus === 'success' ? (
        <dl className="summary" aria-label={text(appKit, 'buyYouGet')}>
          <dt>{text(appKit, 'buyYouGet')}</dt>
          <dd>
            {formatCurrency(quote.purchaseAmount.amount, quote.purchaseAmount.currency, locale)}
          </dd>
          <dt>{text(appKit, 'networkFee')}</dt>
          <dd>{formatCurrency(quote.networkFee.amount, quote.networkFee.currency, locale)}</dd>
          <dt>{text(appKit, 'buyTotal')}</dt>
          <dd>{formatCurrency(quote.paymentTotal.amount, quote.paymentTotal.currency, locale)}</dd>
        </dl>
      ) : quoting ? (
        <p className="muted" role="status">
          {text(appKit, 'estimating')}
        </p>
      ) : null}
      {error ? (
        <p className="error-text" role="alert">
          {text(appKit, 'somethingWentWrong')}
          {error === 'blocked' ? ` ${text(appKit, 'socialPopupBlocked')}` : ''}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={!ready || gated}>
        {missing
          ? text(appKit, missing)
          : text(appKit, 'continueWithSocial', { name: provider?.name ?? '' })}
      </button>
    </form>
  )
}

/**
 * The purchase in the provider's window: waiting while it is pending (the account shows once a
 * followed purchase completes), the failure when it fails.
 */
export function BuyInProgressView({ appKit }: ViewProps) {
  const purchase = useStore(appKit, (state) => state.onramp?.purchase)
  if (!purchase) return null
  return (
    <div className="center stack">
      {purchase.status === 'pending' ? <Spinner appKit={appKit} /> : null}
      <p role="status">
        {purchase.status === 'failed'
          ? text(appKit, 'buyFailed')
          : purchase.status === 'completed'
            ? text(appKit, 'bought', {
                amount: formatBalance(purchase.amount ?? '0', 3, getLocale(appKit)),
                symbol: purchase.symbol,
              })
            : text(appKit, 'buyInProvider', { name: purchase.providerName })}
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => resetView(appKit, { view: 'Account' })}
      >
        {text(appKit, 'close')}
      </button>
    </div>
  )
}
