import {
  formatUsd,
  getActiveNetwork,
  getLocale,
  goBack,
  sendTokens,
  truncateAddress,
} from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'

/**
 * The preview step: what goes where, on which network, for what fee. Send hands the request to
 * the wallet; core returns the modal to Account and shows the outcome as a toast.
 */
export function WalletSendPreviewView({ appKit }: ViewProps) {
  const send = useStore(appKit, (state) => state.send)
  const network = useStore(appKit, (state) => getActiveNetwork({ options: appKit.options, state }))
  const { token, sendTokenAmount, receiverAddress } = send
  if (!token || !sendTokenAmount || !receiverAddress) return null
  const value = Number(sendTokenAmount) * token.price

  return (
    <div className="stack">
      <style>{accountStyles}</style>
      <p className="center">
        <strong>
          {sendTokenAmount} {token.symbol}
        </strong>
        <br />
        <span className="muted">{formatUsd(value, getLocale(appKit))}</span>
      </p>
      <dl className="summary">
        <dt>{text(appKit, 'receiver')}</dt>
        <dd title={receiverAddress}>
          {send.receiverProfileName
            ? `${send.receiverProfileName} (${truncateAddress(receiverAddress)})`
            : truncateAddress(receiverAddress)}
        </dd>
        <dt>{text(appKit, 'network')}</dt>
        <dd>{network.name}</dd>
        <dt>{text(appKit, 'networkFee')}</dt>
        <dd>
          {send.gasPriceInUSD === undefined
            ? text(appKit, 'estimating')
            : formatUsd(send.gasPriceInUSD, getLocale(appKit))}
        </dd>
      </dl>
      <button
        type="button"
        className="primary"
        disabled={send.loading}
        onClick={() => {
          // The outcome shows as a toast; nothing more to do here.
          sendTokens(appKit).catch(() => {})
        }}
      >
        {text(appKit, send.loading ? 'sending' : 'send')}
      </button>
      <button type="button" className="secondary" onClick={() => goBack(appKit)}>
        {text(appKit, 'back')}
      </button>
    </div>
  )
}
