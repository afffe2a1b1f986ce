import type { AppKit } from '../createAppKit.js'
import type { RouterData, ViewName } from '../state/types.js'
import { closeModal } from './closeModal.js'

export type PushViewParameters = { view: ViewName; data?: RouterData | undefined }

/** Shows `view` on top of the history (the back button returns). */
export function pushView(appKit: AppKit, { view, data }: PushViewParameters): void {
  const { router } = appKit.state
  if (router.view === view && !data) return
  router.history.push(view)
  router.view = view
  if (data) router.data = data
}

/** Shows `view` in place of the current one. */
export function replaceView(appKit: AppKit, { view, data }: PushViewParameters): void {
  const { router } = appKit.state
  router.history.splice(-1, 1, view)
  router.view = view
  if (data) router.data = data
}

/** Makes `view` the only entry of the history. */
export function resetView(appKit: AppKit, { view, data }: PushViewParameters): void {
  const { router } = appKit.state
  router.history = [view]
  router.view = view
  router.data = data ?? {}
}

/**
 * Goes back one view. Leaves the modal when only one view is in history or the chain is
 * unsupported (spec §2).
 */
export function goBack(appKit: AppKit): void {
  const { router } = appKit.state
  if (router.history.length <= 1 || appKit.state.unsupportedChain) {
    closeModal(appKit)
    return
  }
  router.history.pop()
  router.view = router.history[router.history.length - 1] ?? 'Connect'
  const { connection } = appKit.state
  if (connection.status === 'error') {
    connection.status = 'idle'
    connection.error = undefined
  }
}
