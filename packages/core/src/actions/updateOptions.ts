import type { AppKit } from '../createAppKit.js'
import type { InvalidOptionsError } from '../errors/appKit.js'
import { checkOptionsUpdate, type ResolvedOptions } from '../options/resolveOptions.js'
import type { AppKitOptions } from '../options/types.js'
import { setPrivacyPolicyUrl, setTermsConditionsUrl } from './legal.js'
import { setThemeMode, setThemeVariables } from './theme.js'
import { updateFeatures } from './updateFeatures.js'

/** The options updateOptions changes; the others are read once, when the instance is made. */
export const updatableOptions = [
  'features',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'customWallets',
  'connectorImages',
  'defaultAccountTypes',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'enableEIP6963',
  'enableInjected',
  'enableWalletConnect',
  'enableWalletGuide',
  'enableEmbedded',
  'metadata',
  'debug',
  'themeMode',
  'themeVariables',
  'termsConditionsUrl',
  'privacyPolicyUrl',
] as const satisfies readonly (keyof AppKitOptions)[]

/** Any of createAppKit's options; only `updatableOptions` change (the others are ignored). */
export type UpdateOptionsParameters = Partial<AppKitOptions>
export type UpdateOptionsErrorType = InvalidOptionsError

/**
 * Changes options after createAppKit (AppKit's `updateOptions`): features (merged), the wallet
 * lists and images (the registry's next page or search uses them), the account types, network
 * switching, the injected, EIP-6963 and WalletConnect wallets, the wallet guide, the metadata,
 * the theme and the legal links. Options read once when the instance is made (`adapters`,
 * `networks`, `projectId`, `apiUrl`, `storage`, `siwx`, `language`, …) keep their first value: use
 * addNetwork and removeNetwork for the networks, setLanguage for the language.
 *
 * @throws InvalidOptionsError naming the first bad option, before anything changes.
 * @example updateOptions(appKit, { enableWalletGuide: false, excludeWalletIds: ['…'] })
 */
export function updateOptions(appKit: AppKit, options: UpdateOptionsParameters): void {
  checkOptionsUpdate(options)
  const { features, themeMode, themeVariables, termsConditionsUrl, privacyPolicyUrl } = options
  if (features) updateFeatures(appKit, features)
  if (themeMode) setThemeMode(appKit, themeMode)
  if (themeVariables) setThemeVariables(appKit, themeVariables)
  if (termsConditionsUrl !== undefined) setTermsConditionsUrl(appKit, termsConditionsUrl)
  if (privacyPolicyUrl !== undefined) setPrivacyPolicyUrl(appKit, privacyPolicyUrl)
  const resolved = appKit.options as { -readonly [key in keyof ResolvedOptions]: unknown }
  for (const key of updatableOptions) {
    if (key === 'features' || key === 'themeMode' || key === 'themeVariables') continue
    if (key === 'termsConditionsUrl' || key === 'privacyPolicyUrl') continue
    const value = options[key]
    if (value !== undefined) resolved[key] = value
  }
  appKit.state.optionsRevision++
}
