import { type AppKit, hasMessageGroups, loadMessageGroups, type MessageGroup } from '@airlock/core'

const waits = new WeakMap<AppKit, Map<string, Promise<void> | 'failed'>>()

/**
 * Suspends the rendering component (React Suspense) until `groups` of the catalogue are in the
 * instance's language. A group that fails to load lets it render once with what is there; the next
 * render tries again.
 */
export function waitForMessages(appKit: AppKit, groups: readonly MessageGroup[]): void {
  if (hasMessageGroups(appKit, groups)) return
  let byKey = waits.get(appKit)
  if (!byKey) {
    byKey = new Map()
    waits.set(appKit, byKey)
  }
  const key = `${appKit.state.language}:${groups.join()}`
  const wait = byKey.get(key)
  if (wait === 'failed') {
    byKey.delete(key)
    return
  }
  if (wait) throw wait
  const entries = byKey
  const loading = loadMessageGroups(appKit, { groups }).then(
    () => {
      entries.delete(key)
    },
    () => {
      entries.set(key, 'failed')
    },
  )
  entries.set(key, loading)
  throw loading
}
