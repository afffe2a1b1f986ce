import { supportsVisibilityTracking, type VisibilityGateWindow } from './createVisibilityGate.js'

/**
 * Where an unsafe request is approved: `here`, on this page's own card (gated on real visibility),
 * or `window`, in a top-level window of the frame's origin that it opens on the visitor's click.
 */
export type ApprovalPlace = 'here' | 'window'

/**
 * Chooses where to approve (F3). A top-level page (the approval window itself; the frame's CSP
 * never lets another page frame it) approves on its own card. A frame approves on its card only
 * where the browser reports real visibility (IntersectionObserver v2, Chromium); elsewhere
 * (Firefox, Safari) the embedding page could hide or cover the card unseen, so the approval opens
 * in a window of the frame's origin.
 */
export function selectApprovalPlace(window: Partial<VisibilityGateWindow>): ApprovalPlace {
  if (window.top === window) return 'here'
  return supportsVisibilityTracking(window) ? 'here' : 'window'
}
