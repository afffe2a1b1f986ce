import { type AppKit, preloadAuthConnector } from '@airlock/core'
import type { FocusEvent } from 'react'

/**
 * Starts loading the login code (the auth connector's provider and the frame SDK) on the
 * visitor's intent, so that the login itself does not wait for it, and a visitor who connects a
 * wallet never loads it. Repeated calls cost nothing once it is in.
 */
export function preloadLogin(appKit: AppKit): void {
  void preloadAuthConnector(appKit)
}

/**
 * The intent on a social button: a pointer entering or pressing it, or keyboard focus moving onto
 * it from another control of the dialog. The focus a view gives its first control when it appears
 * comes from outside (the opener, or a view that is gone) and is not intent.
 */
export function socialIntentHandlers(appKit: AppKit) {
  return {
    onPointerEnter: () => preloadLogin(appKit),
    onPointerDown: () => preloadLogin(appKit),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const from = event.relatedTarget
      const dialog = event.currentTarget.closest('[role="dialog"]')
      if (from instanceof Node && dialog?.contains(from)) preloadLogin(appKit)
    },
  }
}
