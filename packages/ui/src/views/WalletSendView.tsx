import {
  estimateSendGas,
  fetchTokenBalances,
  formatBalance,
  formatUsd,
  getLocale,
  getSendValidation,
  hasInsufficientGas,
  pushView,
  selectAccount,
  selectIsSmartAccount,
  setReceiverAddress,
  setSendAmount,
  setSendToken,
} from '@airlock/core'
import { useId } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'

/** Spec §9: the default debounce before the gas estimate follows the form. */
const estimateDebounceMs = 500

/**
 * The send form: a token from the balances, the amount (with Max), the receiver (its name shown
 * when the identity route knows it), the network fee in USD. Review stays disabled, with the
 * reason beside it, until the form is valid.
 */
export function WalletSendView({ appKit }: ViewProps) {
  const id = useId()
  const account = useStore(appKit, (state) => selectAccount(state))
  const balances = account?.tokenBalance ?? []
  const send = useStore(appKit, (state) => state.send)
  const token = send.token
  const isSmartAccount = selectIsSmartAccount(account)

  useShownEffect(() => {
    if (appKit.state.send.token) return
    void fetchTokenBalances(appKit).then((list) => {
      if (!appKit.state.send.token && list[0]) setSendToken(appKit, { token: list[0] })
    })
  }, [appKit])

  // The estimate follows the token, amount and receiver, once typing pauses.
  const estimateKey = token
    ? `${token.address ?? 'native'}|${send.sendTokenAmount ?? ''}|${send.receiverAddress ?? ''}`
    : undefined
  useShownEffect(() => {
    if (!estimateKey) return
    const timer = setTimeout(() => void estimateSendGas(appKit), estimateDebounceMs)
    return () => clearTimeout(timer)
  }, [appKit, estimateKey])

  const namespace = useStore(appKit, (state) => state.activeNamespace)
  const invalid = getSendValidation(send, namespace)
  const noGas =
    token && send.gasPriceInUSD !== undefined
      ? hasInsufficientGas({ ...send, isSmartAccount })
      : false
  const reason = invalid ?? (noGas ? 'insufficientGas' : undefined)
  const tokenKey = (entry: { address?: string | undefined; chainId?: string }) =>
    entry.address ?? 'native'

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (!reason) pushView(appKit, { view: 'WalletSendPreview' })
      }}
    >
      <style>{accountStyles}</style>
      <div className="field">
        <label htmlFor={`${id}-token`}>{text(appKit, 'token')}</label>
        <select
          id={`${id}-token`}
          className="input"
          value={token ? tokenKey(token) : ''}
          onChange={(event) =>
            setSendToken(appKit, {
              token: balances.find((entry) => tokenKey(entry) === event.target.value),
            })
          }
        >
          {token ? null : <option value="">{text(appKit, 'selectToken')}</option>}
          {balances.map((entry) => (
            <option key={tokenKey(entry)} value={tokenKey(entry)}>
              {entry.symbol} — {formatBalance(entry.quantity.numeric, 2, getLocale(appKit))}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-amount`}>{text(appKit, 'amount')}</label>
        <div className="input-row">
          <input
            id={`${id}-amount`}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={send.sendTokenAmount ?? ''}
            aria-invalid={invalid === 'insufficientFunds'}
            aria-describedby={`${id}-available`}
            onChange={(event) => setSendAmount(appKit, { amount: event.target.value })}
          />
          <button
            type="button"
            className="secondary"
            aria-describedby={token ? `${id}-available` : undefined}
            disabled={!token}
            onClick={() => token && setSendAmount(appKit, { amount: token.quantity.numeric })}
          >
            {text(appKit, 'max')}
          </button>
        </div>
        {token ? (
          <span id={`${id}-available`} className="muted">
            {text(appKit, 'available', {
              amount: formatBalance(token.quantity.numeric, 2, getLocale(appKit)),
              symbol: token.symbol,
            })}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-receiver`}>{text(appKit, 'receiver')}</label>
        <input
          id={`${id}-receiver`}
          className="input"
          autoComplete="off"
          spellCheck={false}
          placeholder={text(appKit, 'receiverPlaceholder')}
          value={send.receiverAddress ?? ''}
          aria-invalid={invalid === 'invalidReceiver'}
          aria-describedby={send.receiverProfileName ? `${id}-name` : undefined}
          onChange={(event) => void setReceiverAddress(appKit, { address: event.target.value })}
        />
        {send.receiverProfileName ? (
          <span id={`${id}-name`} className="muted">
            {send.receiverProfileName}
          </span>
        ) : null}
      </div>
      <p className="muted">
        {text(appKit, 'networkFee')}:{' '}
        {send.gasPriceInUSD === undefined
          ? text(appKit, 'estimating')
          : formatUsd(send.gasPriceInUSD, getLocale(appKit))}
      </p>
      <p id={`${id}-reason`} className={reason ? 'error-text' : 'sr-only'} role="status">
        {reason ? text(appKit, reason) : ''}
      </p>
      <button
        type="submit"
        className="primary"
        disabled={Boolean(reason)}
        aria-describedby={`${id}-reason`}
      >
        {text(appKit, 'review')}
      </button>
    </form>
  )
}
