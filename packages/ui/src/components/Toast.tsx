import type { AppKit } from '@airlock/core'
import { Icon } from '../icons/Icon.js'
import { useStore } from '../store/useStore.js'

/** The toast of `state.toast`: loading, success or error. Errors interrupt; the rest are polite. */
export function Toast({ appKit }: { appKit: AppKit }) {
  const toast = useStore(appKit, (state) => state.toast)
  if (!toast.open) return null
  return (
    <div
      className="toast"
      data-variant={toast.variant}
      role={toast.variant === 'error' ? 'alert' : 'status'}
    >
      <span className="toast-icon">
        {toast.variant === 'loading' ? (
          <span className="spinner" aria-hidden="true" />
        ) : (
          <Icon name={toast.variant === 'error' ? 'error' : 'check'} size={18} />
        )}
      </span>
      <span>{toast.message}</span>
    </div>
  )
}
