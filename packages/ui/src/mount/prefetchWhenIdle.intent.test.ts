import type { ViewName } from '@airlock/core'
import { openModal } from '@airlock/core'
import { afterEach, expect, test, vi } from 'vitest'
import { deferredViews } from '../components/lazyViews.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { prefetchWhenIdle } from './prefetchWhenIdle.js'
import { whenIdle } from './whenIdle.js'

// A file of its own: chunks load once per module graph, and here none may have loaded before.
let stop: (() => void) | undefined
afterEach(() => stop?.())

const loaded = (...names: ViewName[]) =>
  names.filter((name) => deferredViews[name]?.loaded() !== undefined)

test("with preload: 'intent' the next views wait until the modal has opened and painted", async () => {
  const { appKit } = await createTestAppKit({ preload: 'intent' })
  stop = prefetchWhenIdle(appKit, window)

  // Closed: idle periods pass (the one the prefetch would have taken among them) with no view.
  for (let idle = 0; idle < 3; idle++) await new Promise<void>((done) => whenIdle(window, done))
  expect(loaded('ConnectingExternal', 'AllWallets', 'ConnectingWalletConnect')).toEqual([])

  // Open on Connect: once it has painted, every step from it.
  openModal(appKit)
  await vi.waitFor(() =>
    expect(loaded('ConnectingExternal', 'AllWallets', 'ConnectingWalletConnect')).toEqual([
      'ConnectingExternal',
      'AllWallets',
      'ConnectingWalletConnect',
    ]),
  )
})
