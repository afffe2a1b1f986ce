import { type AppKit, setLegalCheckboxChecked } from '@airlock/core'
import { useStore } from '../store/useStore.js'

export type UseLegalCheckboxReturnType = {
  /** `features.legalCheckbox` is on and a legal link is set: the view shows the checkbox. */
  shown: boolean
  /** The visitor's tick, one for every view the checkbox gates. */
  checked: boolean
  setChecked: (checked: boolean) => void
  /** What the checkbox gates stays disabled: shown and not ticked. */
  gated: boolean
}

/** `features.legalCheckbox` as the views it gates (Connect, All Wallets, on-ramp) share it. */
export function useLegalCheckbox(appKit: AppKit): UseLegalCheckboxReturnType {
  const shown = useStore(
    appKit,
    (state) =>
      appKit.options.features.legalCheckbox &&
      Boolean(state.legal.termsConditionsUrl || state.legal.privacyPolicyUrl),
  )
  const checked = useStore(appKit, (state) => state.legal.checked)
  return {
    shown,
    checked,
    setChecked: (value) => setLegalCheckboxChecked(appKit, value),
    gated: shown && !checked,
  }
}
