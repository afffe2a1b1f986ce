import type { ViewName } from '@airlock/core'
import { closeModal, openModal, pushView } from '@airlock/core'
import { afterEach, expect, test, vi } from 'vitest'
import { deferredViews, lazyDialog } from '../components/lazyViews.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { prefetchWhenIdle } from './prefetchWhenIdle.js'

// Chunks load once per module graph: this file's steps run in order on one instance.
let stop: (() => void) | undefined
afterEach(() => stop?.())

// A view's chunk is its module, transformed on first import here: seconds on a busy machine.
const viewLoad = { timeout: 10_000 }

const loaded = (...names: ViewName[]) =>
  names.filter((name) => deferredViews[name]?.loaded() !== undefined)

test("with preload: 'idle', loads the next steps of where the visitor is, and nothing far from it", async () => {
  const { appKit } = await createTestAppKit({ preload: 'idle' })
  stop = prefetchWhenIdle(appKit, window)
  expect(lazyDialog.loaded()).toBeUndefined()

  // Disconnected and closed: the dialog, then the likeliest step from Connect.
  await vi.waitFor(
    () => expect(loaded('ConnectingExternal')).toEqual(['ConnectingExternal']),
    viewLoad,
  )
  expect(lazyDialog.loaded()).toBeDefined()
  expect(loaded('AllWallets', 'ConnectingWalletConnect', 'Account', 'Networks')).toEqual([])

  // Open on Connect: every step from it.
  openModal(appKit)
  await vi.waitFor(
    () =>
      expect(loaded('AllWallets', 'ConnectingWalletConnect')).toEqual([
        'AllWallets',
        'ConnectingWalletConnect',
      ]),
    viewLoad,
  )

  // Connected and closed: an open would show Account; Account and its likeliest step follow.
  await connectTestWallet(appKit)
  closeModal(appKit)
  await vi.waitFor(
    () => expect(loaded('Account', 'Networks')).toEqual(['Account', 'Networks']),
    viewLoad,
  )
  expect(loaded('WalletSend', 'WalletReceive')).toEqual([])

  // In the Send view, its preview comes next.
  openModal(appKit)
  pushView(appKit, { view: 'WalletSend' })
  await vi.waitFor(
    () => expect(loaded('WalletSendPreview')).toEqual(['WalletSendPreview']),
    viewLoad,
  )
})
