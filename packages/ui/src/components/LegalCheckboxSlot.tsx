import type { AppKit } from '@airlock/core'
import { lazy, Suspense } from 'react'
import type { UseLegalCheckboxReturnType } from './useLegalCheckbox.js'

/** The checkbox is in the legal notice's chunk: only apps with legal links load it. */
const LazyLegalCheckbox = lazy(() =>
  import('./LegalFooter.js').then(({ LegalCheckbox }) => ({ default: LegalCheckbox })),
)

/**
 * Where a view gated by `features.legalCheckbox` shows it (Connect, All Wallets, the on-ramp's
 * providers): nothing when the checkbox is off, else the checkbox bound to the shared tick.
 */
export function LegalCheckboxSlot({
  appKit,
  legal,
}: {
  appKit: AppKit
  legal: UseLegalCheckboxReturnType
}) {
  if (!legal.shown) return null
  return (
    <Suspense fallback={null}>
      <LazyLegalCheckbox appKit={appKit} checked={legal.checked} onChange={legal.setChecked} />
    </Suspense>
  )
}
