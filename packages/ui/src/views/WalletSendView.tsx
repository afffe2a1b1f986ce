import {
  estimateSendGas,
  fetchTokenBalances,
  formatBalance,
  formatUsd,
  getLocale,
  getSendValidation,
  hasInsufficientGas,
  isReceiverName,
  pushView,
  selectAccount,
  selectIsSmartAccount,
  setReceiverAddress,
  setSendAmount,
  setSendToken,
} from '@airlock/core'
import { useId, useState } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'

/** Spec §9: the default debounce before the gas estimate follows the form. */
const estimateDebounceMs = 500

/** A typed name is resolved once typing pauses, not at every letter (`bob.e`, `bob.et`). */
const nameDebounceMs = 400

/**
 * The send form: a token from the balances, the amount (with Max), the receiver (an address, its
 * name shown when the identity route knows it; or a name such as `alice.eth`, resolved once typing
 * pauses, its address shown before sending), the network fee in USD. Review stays disabled, with the
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

  // A name being typed waits here until typing pauses; an address goes to the send state at once.
  const [typedName, setTypedName] = useState<string | undefined>(undefined)
  useShownEffect(() => {
    if (typedName === undefined) return
    const timer = setTimeout(() => {
      setTypedName(undefined)
      void setReceiverAddress(appKit, { address: typedName })
    }, nameDebounceMs)
    return () => clearTimeout(timer)
  }, [appKit, typedName])
  const onReceiverInput = (value: string) => {
    if (isReceiverName(value)) {
      setTypedName(value)
      return
    }
    setTypedName(undefined)
    void setReceiverAddress(appKit, { address: value })
  }

  const namespace = useStore(appKit, (state) => state.activeNamespace)
  const invalid = getSendValidation(send, namespace)
  const noGas =
    token && send.gasPriceInUSD !== undefined
      ? hasInsufficientGas({ ...send, isSmartAccount })
      : false
  const reason = invalid ?? (noGas ? 'insufficientGas' : undefined)
  const resolvedName = send.receiverName && send.receiverAddress ? send.receiverName : undefined
  const tokenKey = (entry: { address?: string | undefined; chainId?: string }) =>
    entry.address ?? 'native'

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (!reason && typedName === undefined) pushView(appKit, { view: 'WalletSendPreview' })
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
          value={typedName ?? send.receiverName ?? send.receiverAddress ?? ''}
          aria-invalid={invalid === 'invalidReceiver'}
          aria-describedby={
            resolvedName ? `${id}-resolved` : send.receiverProfileName ? `${id}-name` : undefined
          }
          onChange={(event) => onReceiverInput(event.target.value)}
        />
        {resolvedName ? (
          <span id={`${id}-resolved`} className="muted" style={{ overflowWrap: 'anywhere' }}>
            {send.receiverAddress}
          </span>
        ) : send.receiverProfileName ? (
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
        disabled={Boolean(reason) || typedName !== undefined}
        aria-describedby={`${id}-reason`}
      >
        {text(appKit, 'review')}
      </button>
    </form>
  )
}
