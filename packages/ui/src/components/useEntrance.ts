import type { AppKit, AppKitState } from '@airlock/core'
import { useState } from 'react'
import { useStore } from '../store/useStore.js'

type Entry<T> = { open: boolean; key: T | undefined }

/**
 * Whether the part of the dialog keyed by `key` (a view, a title) should play its entrance
 * animation: yes when it replaces another while the dialog shows, no for what the dialog opens
 * with. Opening is one short fade of the whole overlay, so the first view is usable as soon as that
 * ends; the view and title transitions are for moves inside the open dialog.
 */
export function useEntrance<T>(appKit: AppKit, key: T): boolean {
  // Embedded (AppKit's `enableEmbedded`), the dialog always shows.
  const open = useStore(appKit, isOpen) || appKit.options.enableEmbedded
  // What the dialog opened with (or will open with, while closed); undefined once left.
  const [entry, setEntry] = useState<Entry<T>>(() => ({ open, key }))
  let next = entry
  if (entry.open !== open || (!open && entry.key !== key)) next = { open, key }
  else if (entry.key !== undefined && entry.key !== key) next = { open, key: undefined }
  // Adjusting state while rendering: React renders again at once, before anything commits.
  if (next !== entry) setEntry(next)
  return next.key !== key
}

function isOpen(state: AppKitState): boolean {
  return state.modal.open
}
