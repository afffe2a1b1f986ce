import type { AppKit } from '../createAppKit.js'

/** Sets the terms-of-service link of the Connect view's legal notice (AppKit's `setTermsConditionsUrl`). */
export function setTermsConditionsUrl(
  appKit: AppKit,
  termsConditionsUrl: string | undefined,
): void {
  appKit.state.legal.termsConditionsUrl = termsConditionsUrl
}

/** Sets the privacy-policy link of the Connect view's legal notice (AppKit's `setPrivacyPolicyUrl`). */
export function setPrivacyPolicyUrl(appKit: AppKit, privacyPolicyUrl: string | undefined): void {
  appKit.state.legal.privacyPolicyUrl = privacyPolicyUrl
}

/**
 * Ticks or unticks `features.legalCheckbox` for every view it gates (Connect, All Wallets, the
 * on-ramp's providers): the visitor agrees once.
 */
export function setLegalCheckboxChecked(appKit: AppKit, checked: boolean): void {
  appKit.state.legal.checked = checked
}
