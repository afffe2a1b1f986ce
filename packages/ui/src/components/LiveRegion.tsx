import type { AppKit } from '@airlock/core'
import { useStore } from '../store/useStore.js'

/** A polite live region: screen readers read `state.announcement` (connected, disconnected, …). */
export function LiveRegion({ appKit }: { appKit: AppKit }) {
  const announcement = useStore(appKit, (state) => state.announcement)
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-airlock-live="">
      {announcement}
    </div>
  )
}
