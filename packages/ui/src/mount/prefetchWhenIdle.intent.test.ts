import type { ViewName } from '@airlock/core'
import { openModal } from '@airlock/core'
import { afterEach, expect, test, vi } from 'vitest'
import { deferredViews, notifyViewShown } from '../components/lazyViews.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { prefetchWhenIdle } from './prefetchWhenIdle.js'
import { whenIdle } from './whenIdle.js'

// A file of its own: chunks load once per module graph, and here none may have loaded before.
let stop: (() => void) | undefined
afterEach(() => stop?.())

// A view's chunk is its module, transformed on first import here: seconds on a busy machine.
const viewLoad = { timeout: 10_000 }

const loaded = (...names: ViewName[]) =>
  names.filter((name) => deferredViews[name]?.loaded() !== undefined)

test("with preload: 'intent' the next views wait until the modal has opened and its first view has shown", async () => {
  const { appKit } = await createTestAppKit({ preload: 'intent' })
  stop = prefetchWhenIdle(appKit, window)

  // Closed: idle periods pass (the one the prefetch would have taken among them) with no view.
  for (let idle = 0; idle < 3; idle++) await new Promise<void>((done) => whenIdle(window, done))
  expect(loaded('ConnectingExternal', 'AllWallets', 'ConnectingWalletConnect')).toEqual([])

  // Open, the dialog painted but its view not shown yet (its chunk or texts still loading on a slow
  // device): frames and idle periods pass with no view either.
  openModal(appKit)
  for (let idle = 0; idle < 3; idle++) {
    await new Promise<void>((done) => requestAnimationFrame(() => done()))
    await new Promise<void>((done) => whenIdle(window, done))
  }
  expect(loaded('ConnectingExternal', 'AllWallets', 'ConnectingWalletConnect')).toEqual([])

  // Connect shows (the router says so once it commits with its content), and paints: every step
  // from it.
  notifyViewShown(appKit)
  await vi.waitFor(
    () =>
      expect(loaded('ConnectingExternal', 'AllWallets', 'ConnectingWalletConnect')).toEqual([
        'ConnectingExternal',
        'AllWallets',
        'ConnectingWalletConnect',
      ]),
    viewLoad,
  )
})
