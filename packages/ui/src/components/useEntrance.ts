import { type AppKit, type AppKitState, watchState } from '@airlock/core'
import { useState } from 'react'
import { useStore } from '../store/useStore.js'

type Entry<T> = { open: boolean; openings: number; key: T | undefined }

/**
 * Whether the part of the dialog keyed by `key` (a view, a title) should play its entrance
 * animation: yes when it replaces another while the dialog shows, no for what the dialog opens
 * with. Opening is one short fade of the whole overlay, so the first view is usable as soon as that
 * ends; the view and title transitions are for moves inside the open dialog.
 */
export function useEntrance<T>(appKit: AppKit, key: T): boolean {
  // Embedded (AppKit's `enableEmbedded`), the dialog always shows.
  const open = useStore(appKit, isOpen) || appKit.options.enableEmbedded
  // React may never render the closed state between a close and a reopen (a hidden tree renders
  // late), so a new opening is told by the count of openings, not by the last rendered `open`.
  const openings = countOpenings(appKit).count
  // What the dialog opened with (or will open with, while closed); undefined once left.
  const [entry, setEntry] = useState<Entry<T>>(() => ({ open, openings, key }))
  let next = entry
  if (entry.open !== open || entry.openings !== openings || (!open && entry.key !== key)) {
    next = { open, openings, key }
  } else if (entry.key !== undefined && entry.key !== key) next = { ...entry, key: undefined }
  // Adjusting state while rendering: React renders again at once, before anything commits.
  if (next !== entry) setEntry(next)
  return next.key !== key
}

function isOpen(state: AppKitState): boolean {
  return state.modal.open
}

type Openings = { count: number; open: boolean }
const openingsByInstance = new WeakMap<AppKit, Openings>()

/** How many times the instance's dialog has opened, counted from the state's own changes. */
function countOpenings(appKit: AppKit): Openings {
  let openings = openingsByInstance.get(appKit)
  if (!openings) {
    const counted: Openings = { count: 0, open: appKit.state.modal.open }
    // Kept for the instance's life: it lives on the instance's own state.
    watchState(
      appKit,
      () => {
        const { open } = appKit.state.modal
        if (open && !counted.open) counted.count += 1
        counted.open = open
      },
      (state) => state.modal,
    )
    openingsByInstance.set(appKit, counted)
    openings = counted
  }
  return openings
}
