import type { AppKit } from '../createAppKit.js'
import type { Features } from '../options/types.js'
import type { RemoteFeatures } from '../selectors/remoteFeatures.js'

export type UpdateFeaturesParameters = Partial<Features>

/**
 * Changes features after createAppKit (AppKit's `updateFeatures`, and its `setConnectMethodsOrder`,
 * `setWalletFeaturesOrder`, `setCollapseWallets` and `setSocialsOrder`): the given keys replace
 * the current ones; the views read them as they render.
 *
 * @example updateFeatures(appKit, { connectMethodsOrder: ['wallet', 'email'] })
 */
export function updateFeatures(appKit: AppKit, features: UpdateFeaturesParameters): void {
  const defined = Object.fromEntries(
    Object.entries(features).filter(([, value]) => value !== undefined),
  )
  Object.assign(appKit.options.features, defined)
  appKit.state.optionsRevision++
}

/**
 * AppKit's `updateRemoteFeatures`: Airlock's remote features follow its own features, so each
 * key sets the feature behind it (`swaps`, `onramp`, `email`, `socials`, `activity` → `history`,
 * `headless`). Multi-wallet stays on; what needs Reown's cloud stays off.
 *
 * @example updateRemoteFeatures(appKit, { swaps: false })
 */
export function updateRemoteFeatures(
  appKit: AppKit,
  remoteFeatures: Partial<RemoteFeatures>,
): void {
  const { swaps, onramp, email, socials, activity, headless } = remoteFeatures
  updateFeatures(appKit, {
    swaps: swaps === undefined ? undefined : swaps !== false && swaps.length > 0,
    onramp: onramp === undefined ? undefined : onramp !== false && onramp.length > 0,
    email,
    socials,
    history: activity,
    headless,
  })
}
