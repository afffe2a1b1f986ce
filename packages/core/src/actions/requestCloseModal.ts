import type { AppKit } from '../createAppKit.js'
import { canCloseModal } from '../selectors/canCloseModal.js'
import { closeModal } from './closeModal.js'
import { schedule } from './internal/track.js'

export type RequestCloseModalReturnType = { closed: boolean }

/** How long the modal shakes when it refuses to close (spec §2 timings). */
export const modalShakeMs = 500

/**
 * What the visitor's close (Escape, a click outside) does: closes the modal when it may close;
 * otherwise (sign-in required and not signed in yet) shakes it for 500 ms and keeps it open.
 *
 * @example document.addEventListener('keydown', (e) => e.key === 'Escape' && requestCloseModal(appKit))
 */
export function requestCloseModal(appKit: AppKit): RequestCloseModalReturnType {
  const { state } = appKit
  if (canCloseModal(state)) {
    closeModal(appKit)
    return { closed: true }
  }
  if (!state.modal.shake) {
    state.modal.shake = true
    schedule(appKit, modalShakeMs, () => {
      state.modal.shake = false
    })
  }
  return { closed: false }
}
