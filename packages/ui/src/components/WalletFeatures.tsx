import {
  type AppKit,
  type MessageKey,
  pushView,
  type ViewName,
  type WalletFeature,
} from '@airlock/core'
import { text } from '../i18n/text.js'

// Onramp and swaps come later; until their views exist their buttons stay hidden.
const featureViews: Partial<Record<WalletFeature, { view: ViewName; label: MessageKey }>> = {
  receive: { view: 'WalletReceive', label: 'receive' },
  send: { view: 'WalletSend', label: 'send' },
}

/** The wallet actions in `features.walletFeaturesOrder`, each only when its feature is on. */
export function WalletFeatures({ appKit }: { appKit: AppKit }) {
  const { features } = appKit.options
  const shown = features.walletFeaturesOrder.filter(
    (feature) => features[feature] && featureViews[feature],
  )
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
