import { lazy, Suspense } from 'react'
import type { TokenPickerProps } from './TokenPicker.js'

const loadTokenPicker = () => import('./TokenPicker.js')
const TokenPicker = lazy(() =>
  loadTokenPicker().then((module) => ({ default: module.TokenPicker })),
)

/** Fetches the token picker's chunk ahead, so that opening it does not wait. */
export function prefetchTokenPicker(): void {
  loadTokenPicker().catch(() => undefined)
}

/**
 * The token picker inside a form (Send, Buy): a chunk of its own, out of the form's first paint,
 * which the form fetches once it shows (prefetchTokenPicker).
 */
export function LazyTokenPicker(props: TokenPickerProps) {
  return (
    <Suspense fallback={null}>
      <TokenPicker {...props} />
    </Suspense>
  )
}
