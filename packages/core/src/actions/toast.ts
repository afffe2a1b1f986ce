import type { AppKit } from '../createAppKit.js'
import type { ToastVariant } from '../state/types.js'
import { schedule } from './internal/track.js'

export type ShowToastParameters = {
  message: string
  variant: ToastVariant
  autoClose?: boolean | undefined
}

/** How long a toast stays, and the pause before a replacing toast shows (spec §2). */
export const toastDurationMs = 2_200
export const toastReplacePauseMs = 150

/**
 * Shows a toast. A toast that replaces an open one waits 150 ms so the change is seen.
 *
 * @example showToast(appKit, { message: 'Transaction started', variant: 'success' })
 */
export function showToast(
  appKit: AppKit,
  { message, variant, autoClose = variant !== 'loading' }: ShowToastParameters,
): void {
  const { toast } = appKit.state
  const display = () => {
    Object.assign(toast, { message, variant, autoClose, open: true })
    if (autoClose) {
      schedule(appKit, toastDurationMs, () => {
        if (toast.message === message && toast.open) toast.open = false
      })
    }
  }
  if (toast.open) {
    toast.open = false
    schedule(appKit, toastReplacePauseMs, display)
  } else display()
}

export function closeToast(appKit: AppKit): void {
  appKit.state.toast.open = false
}
