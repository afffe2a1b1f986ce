import {
  type AppKit,
  formatBalance,
  getLocale,
  type TransactionSimulation,
  truncateAddress,
} from '@airlock/core'
import { useId } from 'react'
import { text } from '../i18n/text.js'
import { simulationStyles } from '../styles/simulationStyles.js'
import { formatAmountUsd } from './formatAmountUsd.js'

/**
 * A preview's simulation (Send, Swap): what leaves and enters the account, signed, with its worth
 * and its counterparty, as the chain's node says; or why it would fail. Nothing when the node has no simulation.
 */
export function SimulationRows({
  appKit,
  simulation,
  prices,
}: {
  appKit: AppKit
  simulation: TransactionSimulation | undefined
  /** USD prices by symbol, of the tokens the preview knows: their rows show the worth too. */
  prices?: Readonly<Record<string, number | undefined>> | undefined
}) {
  const id = useId()
  const locale = getLocale(appKit)
  // After the amount, in brackets: its worth when the price is known, and the address it goes to
  // or comes from (in full on hover), as the frame's approval shows them.
  const details = (amount: string, price: number | undefined, counterparty: string) => {
    const usd = formatAmountUsd(amount, price, locale)
    return (
      <span className="muted">
        {' ('}
        {usd ? `${usd}, ` : ''}
        <span title={counterparty}>{truncateAddress(counterparty)}</span>)
      </span>
    )
  }
  if (!simulation || simulation.status === 'unavailable') return null
  if (simulation.status === 'pending') {
    return <p className="muted">{text(appKit, 'simulating')}</p>
  }
  if (simulation.status === 'reverted') {
    return (
      <p className="simulation-warning" role="alert">
        <style>{simulationStyles}</style>
        {simulation.reason
          ? text(appKit, 'simulationFails', { reason: simulation.reason })
          : text(appKit, 'simulationFailsNoReason')}
      </p>
    )
  }
  return (
    <div>
      <style>{simulationStyles}</style>
      <p className="muted" id={id}>
        {text(appKit, 'simulatedChanges')}
      </p>
      <ul className="simulation" aria-labelledby={id}>
        {simulation.changes.map((change) => (
          <li key={`${change.direction} ${change.symbol} ${change.counterparty}`}>
            {change.direction === 'out' ? '−' : '+'}
            {formatBalance(change.amount, 6, locale)} {change.symbol}
            {details(change.amount, prices?.[change.symbol], change.counterparty)}
          </li>
        ))}
      </ul>
    </div>
  )
}
