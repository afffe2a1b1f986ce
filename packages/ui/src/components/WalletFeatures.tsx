import {
  type AppKit,
  type ChainNamespace,
  type MessageKey,
  pushView,
  type ViewName,
  type WalletFeature,
} from '@airlock/core'
import { text } from '../i18n/text.js'
import { PathIcon } from '../icons/PathIcon.js'
import { useStore } from '../store/useStore.js'

// Swaps run on eip155 only; the on-ramp on eip155 and solana (spec §1). Each action's icon is
// an outline path on the 24 × 24 grid: a card, two opposite arrows, an arrow in, an arrow out.
const featureViews: Partial<
  Record<
    WalletFeature,
    { view: ViewName; label: MessageKey; icon: string; namespaces?: ChainNamespace[] }
  >
> = {
  onramp: {
    view: 'OnRampProviders',
    label: 'buy',
    icon: 'M3 6h18v12H3zM3 10h18M7 14h4',
    namespaces: ['eip155', 'solana'],
  },
  swaps: {
    view: 'Swap',
    label: 'swap',
    icon: 'M7 4L3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7',
    namespaces: ['eip155'],
  },
  receive: { view: 'WalletReceive', label: 'receive', icon: 'M17 7L7 17M7 9v8h8' },
  send: { view: 'WalletSend', label: 'send', icon: 'M7 17L17 7M9 7h8v8' },
}

/**
 * The wallet actions in `features.walletFeaturesOrder`, each only when its feature is on: an icon
 * above its label. Buttons share the row and wrap to a second one before a label would be cut, so
 * every language's labels show whole.
 */
export function WalletFeatures({ appKit }: { appKit: AppKit }) {
  const { features } = appKit.options
  const namespace = useStore(appKit, (state) => state.activeNamespace)
  const shown = features.walletFeaturesOrder.filter((feature) => {
    const entry = featureViews[feature]
    return (
      features[feature] &&
      entry &&
      (!entry.namespaces || (namespace !== undefined && entry.namespaces.includes(namespace)))
    )
  })
  if (shown.length === 0) return null
  return (
    <div className="features">
      {shown.map((feature) => {
        const entry = featureViews[feature]
        if (!entry) return null
        return (
          <button
            key={feature}
            type="button"
            className="action"
            onClick={() => pushView(appKit, { view: entry.view })}
          >
            <span className="logo round">
              <PathIcon d={entry.icon} />
            </span>
            <span className="action-label">{text(appKit, entry.label)}</span>
          </button>
        )
      })}
    </div>
  )
}
