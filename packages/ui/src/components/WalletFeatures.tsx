import {
  type AppKit,
  type ChainNamespace,
  type MessageKey,
  pushView,
  type ViewName,
  type WalletFeature,
} from '@airlock/core'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

// Swaps run on eip155 only; the on-ramp on eip155 and solana (spec §1).
const featureViews: Partial<
  Record<WalletFeature, { view: ViewName; label: MessageKey; namespaces?: ChainNamespace[] }>
> = {
  onramp: { view: 'OnRampProviders', label: 'buy', namespaces: ['eip155', 'solana'] },
  swaps: { view: 'Swap', label: 'swap', namespaces: ['eip155'] },
  receive: { view: 'WalletReceive', label: 'receive' },
  send: { view: 'WalletSend', label: 'send' },
}

/** The wallet actions in `features.walletFeaturesOrder`, each only when its feature is on. */
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
            className="secondary"
            onClick={() => pushView(appKit, { view: entry.view })}
          >
            {text(appKit, entry.label)}
          </button>
        )
      })}
    </div>
  )
}
