import type { Features, SocialProvider } from '../options/types.js'

/**
 * AppKit's `RemoteFeatures`: what a project's dashboard allows it. Airlock has no dashboard, so
 * these follow the instance's own `features`.
 */
export type RemoteFeatures = {
  swaps?: string[] | false | undefined
  email?: boolean | undefined
  socials?: SocialProvider[] | false | undefined
  activity?: boolean | undefined
  reownBranding?: boolean | undefined
  multiWallet?: boolean | undefined
  emailCapture?: string[] | boolean | undefined
  reownAuthentication?: boolean | undefined
  payWithExchange?: boolean | undefined
  payments?: boolean | undefined
  onramp?: string[] | false | undefined
  headless?: boolean | undefined
}

/**
 * The remote features of an instance with `features`: multi-wallet and headless are on for every
 * project, swaps, on-ramp, email, socials and activity follow their features, and what needs
 * Reown's cloud (branding, email capture, Pay, exchanges, its authentication) is off.
 *
 * @example selectRemoteFeatures(appKit.options.features).multiWallet // true
 */
export function selectRemoteFeatures(features: Features): RemoteFeatures {
  return {
    swaps: features.swaps ? ['airlock'] : false,
    email: features.email,
    socials: features.socials,
    activity: features.history,
    reownBranding: false,
    multiWallet: true,
    emailCapture: false,
    reownAuthentication: false,
    payWithExchange: false,
    payments: false,
    onramp: features.onramp ? ['airlock'] : false,
    headless: true,
  }
}
