import {
  executeSwap,
  formatBalance,
  formatUsd,
  getActiveNetwork,
  getSwapMinimumReceived,
  goBack,
} from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'
import { formatPercent } from '../swap/formatPercent.js'

/**
 * The swap preview: what is paid and what comes back (with the minimum the 1% slippage allows),
 * the price impact, the network and its fee, and the approval step when the swap contract may not
 * yet move the tokens. The button hands the approval (if any) and the swap to the wallet; core
 * shows the outcome as a toast and returns to Account on success.
 */
export function SwapPreviewView({ appKit }: ViewProps) {
  const swap = useStore(appKit, (state) => state.swap)
  const network = useStore(appKit, (state) => getActiveNetwork({ options: appKit.options, state }))
  const fromToken = swap?.fromToken
  const toToken = swap?.toToken
  if (!swap || !fromToken || !toToken || !swap.fromAmount || !swap.toAmount) return null
  const minimum = getSwapMinimumReceived(swap)
  const usd = (amount: string, price: number) =>
    price ? ` (${formatUsd(Number(amount) * price)})` : ''

  return (
    <div className="stack">
      <style>{accountStyles}</style>
      <dl className="summary">
        <dt>{text(appKit, 'swapPay')}</dt>
        <dd>
          {formatBalance(swap.fromAmount, 6)} {fromToken.symbol}
          {usd(swap.fromAmount, fromToken.price)}
        </dd>
        <dt>{text(appKit, 'swapReceive')}</dt>
        <dd>
          {formatBalance(swap.toAmount, 6)} {toToken.symbol}
          {usd(swap.toAmount, toToken.price)}
        </dd>
        <dt>{text(appKit, 'minimumReceived')}</dt>
        <dd>
          {formatBalance(minimum, 6)} {toToken.symbol}
        </dd>
        <dt>{text(appKit, 'priceImpact')}</dt>
        <dd>{formatPercent(swap.quote?.priceImpact)}</dd>
        <dt>{text(appKit, 'network')}</dt>
        <dd>{network.name}</dd>
        <dt>{text(appKit, 'networkFee')}</dt>
        <dd>{swap.gasPriceInUSD === undefined ? '—' : formatUsd(swap.gasPriceInUSD)}</dd>
      </dl>
      {swap.approvalNeeded ? (
        <p className="muted">
          {text(appKit, 'approvalNeeded', {
            amount: formatBalance(swap.fromAmount, 6),
            symbol: fromToken.symbol,
          })}
        </p>
      ) : null}
      <button
        type="button"
        className="primary"
        disabled={swap.loading}
        onClick={() => {
          // The outcome shows as a toast; nothing more to do here.
          executeSwap(appKit).catch(() => {})
        }}
      >
        {text(appKit, swap.loading ? 'swapping' : swap.approvalNeeded ? 'approveAndSwap' : 'swap')}
      </button>
      <button type="button" className="secondary" onClick={() => goBack(appKit)}>
        {text(appKit, 'back')}
      </button>
    </div>
  )
}
