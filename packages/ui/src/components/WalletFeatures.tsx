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

// Onramp comes later; until its views exist its button stays hidden. Swaps run on eip155 only.
const featureViews: Partial<
  Record<WalletFeature, { view: ViewName; label: MessageKey; namespace?: ChainNamespace }>
> = {
  swaps: { view: 'Swap', label: 'swap', namespace: 'eip155' },
  receive: { view: 'WalletReceive', label: 'receive' },
  send: { view: 'WalletSend', label: 'send' },
}

/** The wallet actions in `features.walletFeaturesOrder`, each only when its feature is on. */
export function WalletFeatures({ appKit }: { appKit: AppKit }) {
  const { features } = appKit.options
  const namespace = useStore(appKit, (state) => state.activeNamespace)
  const shown = features.walletFeaturesOrder.filter((feature) => {
    const entry = featureViews[feature]
    return features[feature] && entry && (!entry.namespace || entry.namespace === namespace)
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
