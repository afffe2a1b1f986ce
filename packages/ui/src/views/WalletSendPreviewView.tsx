import {
  formatBalance,
  formatUsd,
  getActiveNetwork,
  getLocale,
  goBack,
  sendTokens,
  simulateSend,
  truncateAddress,
} from '@airlock/core'
import { formatAmountUsd } from '../components/formatAmountUsd.js'
import type { ViewProps } from '../components/lazyView.js'
import { SimulationRows } from '../components/SimulationRows.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'

/**
 * The preview step: what goes where (the amount and its worth in USD, written for the modal's
 * language; no worth without a price), on which network, for what fee. Send hands the request to
 * the wallet; core returns the modal to Account and shows the outcome as a toast.
 */
export function WalletSendPreviewView({ appKit }: ViewProps) {
  const send = useStore(appKit, (state) => state.send)
  const network = useStore(appKit, (state) => getActiveNetwork({ options: appKit.options, state }))
  const { token, sendTokenAmount, receiverAddress } = send
  // What the chain's node says the transfer would do: advisory, never in the way.
  useShownEffect(() => {
    if (token && sendTokenAmount && receiverAddress) void simulateSend(appKit)
  }, [appKit, token, sendTokenAmount, receiverAddress])
  if (!token || !sendTokenAmount || !receiverAddress) return null
  const locale = getLocale(appKit)
  const worth = formatAmountUsd(sendTokenAmount, token.price, locale)

  return (
    <div className="stack">
      <style>{accountStyles}</style>
      <p className="center">
        <strong>
          {formatBalance(sendTokenAmount, Number(token.quantity.decimals), locale)} {token.symbol}
        </strong>
        {worth ? (
          <>
            <br />
            <span className="muted">{worth}</span>
          </>
        ) : null}
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
            : formatUsd(send.gasPriceInUSD, locale)}
        </dd>
      </dl>
      <SimulationRows
        appKit={appKit}
        simulation={send.simulation}
        prices={{ [token.symbol]: token.price }}
      />
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
