import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'

export type SetLoadingParameters = {
  loading: boolean
  /** AppKit's per-namespace flag; the modal has one loading state for all of them. */
  namespace?: ChainNamespace | undefined
}

/**
 * Sets the modal's `loading` state (AppKit's `setLoading`), which `getState().loading`,
 * `subscribeState` and `useAppKitState` report. It does not change `initialized`, which only the
 * end of the adapters' set-up sets.
 *
 * @example setLoading(appKit, { loading: true })
 */
export function setLoading(appKit: AppKit, { loading }: SetLoadingParameters): void {
  appKit.state.modal.loading = loading
}
