import {
  estimateSendGas,
  fetchTokenBalances,
  findSendToken,
  formatBalance,
  formatUsd,
  fundSendWithOnramp,
  fundSendWithSwap,
  getLocale,
  getSendShortfall,
  getSendSwapSource,
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
import { AmountField } from '../components/AmountField.js'
import { FundOffer } from '../components/FundOffer.js'
import { formatAmountUsd } from '../components/formatAmountUsd.js'
import { LazyTokenPicker, prefetchTokenPicker } from '../components/LazyTokenPicker.js'
import type { ViewProps } from '../components/lazyView.js'
import type { TokenPickerOption } from '../components/listTokenOptions.js'
import { TokenButton } from '../components/TokenButton.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { useTokenPickerState } from '../components/useTokenPickerState.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'
import { tokenFormStyles } from '../styles/tokenFormStyles.js'

/** Spec §9: the default debounce before the gas estimate follows the form. */
const estimateDebounceMs = 500

/** A typed name is resolved once typing pauses, not at every letter (`bob.e`, `bob.et`). */
const nameDebounceMs = 400

/** The receiver field: an address wraps over lines instead of scrolling sideways. */
const sendStyles = /* css */ `
.address-input { min-height: 64px; resize: none; field-sizing: content; font: inherit; font-family: ui-monospace, monospace; word-break: break-all; }
`

/**
 * The send form: a token from the balances (chosen in the token picker Swap and Buy use), the
 * amount, large, with its worth in USD under it and Max, the receiver (an address, shown whole
 * over as many lines as it takes, its name shown when the identity route knows it; or a name such
 * as `alice.eth`, resolved once typing pauses, its address shown before sending), the network fee
 * in USD. Until the form is valid the button is disabled and names what stands in the way ("Enter
 * an amount", "Insufficient ETH"); a field shows its error only after the visitor's first edit
 * (the receiver once it loses focus).
 */
export function WalletSendView({ appKit }: ViewProps) {
  const id = useId()
  const account = useStore(appKit, (state) => selectAccount(state))
  const balances = account?.tokenBalance ?? []
  const send = useStore(appKit, (state) => state.send)
  const token = send.token
  const isSmartAccount = selectIsSmartAccount(account)

  // Opened with AppKit's WalletSend arguments: their token (none when it is not held), amount and
  // receiver fill what is still empty, again when a network switch clears the form while it shows;
  // otherwise the first token held.
  const noToken = !token
  useShownEffect(() => {
    prefetchTokenPicker()
    if (!noToken) return
    const prefill = appKit.state.router.data.send
    void fetchTokenBalances(appKit).then((list) => {
      const { send } = appKit.state
      if (send.token) return
      const chosen = prefill ? findSendToken(list, prefill.assetAddress) : list[0]
      if (chosen) setSendToken(appKit, { token: chosen })
      if (!prefill) return
      if (!send.sendTokenAmount) setSendAmount(appKit, { amount: prefill.amount })
      if (!send.receiverAddress && !send.receiverName)
        void setReceiverAddress(appKit, { address: prefill.to })
    })
  }, [appKit, noToken])

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

  // A field shows its error only once the visitor has edited it (the receiver once it loses focus).
  const [touched, setTouched] = useState<{ amount?: boolean; receiver?: boolean }>({})
  const namespace = useStore(appKit, (state) => state.activeNamespace)
  const validation = getSendValidation(send, namespace)
  const invalid =
    validation === 'invalidReceiver' && !touched.receiver ? 'enterReceiver' : validation
  const noGas =
    token && send.gasPriceInUSD !== undefined
      ? hasInsufficientGas({ ...send, isSmartAccount })
      : false
  // Fund it in place: what is missing, with Buy (the on-ramp) and Swap (another token held).
  const missing = getSendShortfall({ ...send, isSmartAccount })
  const { features } = appKit.options
  const canBuy = features.onramp && (namespace === 'eip155' || namespace === 'solana')
  const canSwap =
    features.swaps && namespace === 'eip155' && Boolean(getSendSwapSource(balances, token)?.price)
  const reason = invalid ?? (missing ? 'insufficientFunds' : noGas ? 'insufficientGas' : undefined)
  // A field's error, as opposed to what is still to be filled in ("Enter an amount").
  const amountError = invalid === 'insufficientFunds' && touched.amount
  const receiverError = invalid === 'invalidReceiver'
  // The disabled button names what stands in the way: "Insufficient ETH", "Enter an amount".
  // (The receiver field itself says "Invalid receiver address".)
  const submitLabel =
    reason === 'insufficientFunds' && token
      ? text(appKit, 'insufficientSymbol', { symbol: token.symbol })
      : text(appKit, reason === 'invalidReceiver' ? 'enterReceiver' : (reason ?? 'review'))
  const resolvedName = send.receiverName && send.receiverAddress ? send.receiverName : undefined
  const locale = getLocale(appKit)
  const picker = useTokenPickerState()
  const tokenKey = (entry: { address?: string | undefined; chainId?: string }) =>
    entry.address ?? `${entry.chainId ?? ''}:native`

  if (picker.open) {
    const current = token && balances.find((entry) => entry.address === token.address)
    const options = balances.map(
      (entry): TokenPickerOption => ({
        key: tokenKey(entry),
        symbol: entry.symbol,
        name: entry.name,
        logoUri: entry.iconUrl,
        balance: formatBalance(entry.quantity.numeric, 2, locale),
      }),
    )
    return (
      <>
        <style>{accountStyles}</style>
        <LazyTokenPicker
          appKit={appKit}
          sections={[{ options }]}
          selected={current ? tokenKey(current) : undefined}
          onPick={(key) => {
            const chosen = balances.find((entry) => tokenKey(entry) === key)
            // Choosing the same token again keeps its gas estimate.
            if (chosen && (!token || chosen.address !== token.address))
              setSendToken(appKit, { token: chosen })
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
        if (!reason && typedName === undefined) pushView(appKit, { view: 'WalletSendPreview' })
      }}
    >
      <style>{accountStyles + tokenFormStyles + sendStyles}</style>
      <AmountField
        id={`${id}-amount`}
        label={text(appKit, 'amount')}
        value={send.sendTokenAmount ?? ''}
        onChange={(amount) => {
          setTouched((current) => ({ ...current, amount: true }))
          setSendAmount(appKit, { amount })
        }}
        usdValue={formatAmountUsd(send.sendTokenAmount, token?.price, locale)}
        invalid={amountError}
        describedBy={amountError ? `${id}-amount-error ${id}-available` : `${id}-available`}
        token={
          <TokenButton
            buttonRef={picker.opener}
            label={text(appKit, 'token')}
            symbol={token?.symbol ?? text(appKit, 'selectToken')}
            logoUri={token?.iconUrl}
            chosen={Boolean(token)}
            onClick={picker.show}
          />
        }
        meta={
          token ? (
            <span className="input-row">
              <span id={`${id}-available`} className="muted">
                {text(appKit, 'available', {
                  amount: formatBalance(token.quantity.numeric, 2, locale),
                  symbol: token.symbol,
                })}
              </span>
              <button
                type="button"
                className="text-button"
                aria-describedby={`${id}-available`}
                onClick={() => {
                  setTouched((current) => ({ ...current, amount: true }))
                  setSendAmount(appKit, { amount: token.quantity.numeric })
                }}
              >
                {text(appKit, 'max')}
              </button>
            </span>
          ) : null
        }
      >
        {amountError ? (
          <span id={`${id}-amount-error`} className="error-text">
            {text(appKit, 'insufficientFunds')}
          </span>
        ) : null}
        {missing && token && (canBuy || canSwap) ? (
          <FundOffer
            appKit={appKit}
            missing={missing}
            symbol={token.symbol}
            onBuy={canBuy ? () => void fundSendWithOnramp(appKit) : undefined}
            onSwap={canSwap ? () => fundSendWithSwap(appKit) : undefined}
          />
        ) : null}
      </AmountField>
      <div className="field">
        <label htmlFor={`${id}-receiver`}>{text(appKit, 'receiver')}</label>
        {/* Multi-line: an address shows whole, wrapping instead of scrolling sideways. */}
        <textarea
          id={`${id}-receiver`}
          className="input address-input"
          rows={2}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={text(appKit, 'receiverPlaceholder')}
          value={typedName ?? send.receiverName ?? send.receiverAddress ?? ''}
          aria-invalid={receiverError}
          aria-describedby={
            receiverError
              ? `${id}-receiver-error`
              : resolvedName
                ? `${id}-resolved`
                : send.receiverProfileName
                  ? `${id}-name`
                  : undefined
          }
          onChange={(event) => onReceiverInput(event.target.value.replace(/\s+/g, ''))}
          onKeyDown={(event) => {
            // An address has no line breaks: Enter submits, as in a one-line field.
            if (event.key !== 'Enter' || event.shiftKey) return
            event.preventDefault()
            event.currentTarget.form?.requestSubmit()
          }}
          onBlur={(event) => {
            if (event.target.value) setTouched((current) => ({ ...current, receiver: true }))
          }}
        />
        {receiverError ? (
          <span id={`${id}-receiver-error`} className="error-text">
            {text(appKit, 'invalidReceiver')}
          </span>
        ) : resolvedName ? (
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
          : formatUsd(send.gasPriceInUSD, locale)}
      </p>
      <button
        type="submit"
        className="primary"
        disabled={Boolean(reason) || typedName !== undefined}
      >
        {submitLabel}
      </button>
    </form>
  )
}
