import {
  executeSwap,
  formatBalance,
  formatUsd,
  getActiveNetwork,
  getLocale,
  getSwapMinimumReceived,
  goBack,
  simulateSwap,
} from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { SimulationRows } from '../components/SimulationRows.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'
import { swapStyles } from '../styles/swapStyles.js'
import { formatPercent } from '../swap/formatPercent.js'
import { formatSwapRate } from '../swap/formatSwapRate.js'
import { highPriceImpact } from '../swap/highPriceImpact.js'

/**
 * The swap preview: what is paid and what comes back (with the minimum the 1% slippage allows),
 * the rate, the price impact (a warning above 3%), the network and its fee, written for the
 * modal's language, and the approval step when the swap contract may not yet move the tokens. The
 * button hands the approval (if any) and the swap to the wallet; core shows the outcome as a
 * toast and returns to Account on success.
 */
export function SwapPreviewView({ appKit }: ViewProps) {
  const swap = useStore(appKit, (state) => state.swap)
  const network = useStore(appKit, (state) => getActiveNetwork({ options: appKit.options, state }))
  const fromToken = swap?.fromToken
  const toToken = swap?.toToken
  // What the chain's node says the approval and the swap would do: advisory, never in the way.
  const fromAmount = swap?.fromAmount
  useShownEffect(() => {
    if (fromAmount) void simulateSwap(appKit)
  }, [appKit, fromAmount])
  if (!swap || !fromToken || !toToken || !swap.fromAmount || !swap.toAmount) return null
  const locale = getLocale(appKit)
  const minimum = getSwapMinimumReceived(swap)
  const amount = (value: string | undefined) => formatBalance(value, 6, locale)
  const usd = (value: string, price: number) =>
    price ? ` (${formatUsd(Number(value) * price, locale)})` : ''
  const impact = swap.quote?.priceImpact
  const rate = formatSwapRate({ fromToken, toToken, quote: swap.quote }, locale)

  return (
    <div className="stack">
      <style>{accountStyles + swapStyles}</style>
      <dl className="summary">
        <dt>{text(appKit, 'swapPay')}</dt>
        <dd>
          {amount(swap.fromAmount)} {fromToken.symbol}
          {usd(swap.fromAmount, fromToken.price)}
        </dd>
        <dt>{text(appKit, 'swapReceive')}</dt>
        <dd>
          {amount(swap.toAmount)} {toToken.symbol}
          {usd(swap.toAmount, toToken.price)}
        </dd>
        <dt>{text(appKit, 'minimumReceived')}</dt>
        <dd>
          {amount(minimum)} {toToken.symbol}
        </dd>
        {rate ? (
          <>
            <dt>{text(appKit, 'swapRate')}</dt>
            <dd>{rate}</dd>
          </>
        ) : null}
        <dt>{text(appKit, 'priceImpact')}</dt>
        <dd>{formatPercent(impact, locale)}</dd>
        <dt>{text(appKit, 'network')}</dt>
        <dd>{network.name}</dd>
        <dt>{text(appKit, 'networkFee')}</dt>
        <dd>{swap.gasPriceInUSD === undefined ? '—' : formatUsd(swap.gasPriceInUSD, locale)}</dd>
      </dl>
      <SimulationRows
        appKit={appKit}
        simulation={swap.simulation}
        prices={{ [fromToken.symbol]: fromToken.price, [toToken.symbol]: toToken.price }}
      />
      {highPriceImpact(impact) ? (
        <p className="price-warning" role="alert">
          {text(appKit, 'priceImpactHigh', { value: formatPercent(impact, locale) })}
        </p>
      ) : null}
      {swap.approvalNeeded ? (
        <p className="muted">
          {text(appKit, 'approvalNeeded', {
            amount: amount(swap.fromAmount),
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
