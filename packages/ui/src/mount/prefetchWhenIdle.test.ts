import { openModal, pushView } from '@airlock/core'
import { afterEach, expect, test, vi } from 'vitest'
import { lazyDialog, lazyViews } from '../components/lazyViews.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { prefetchWhenIdle } from './prefetchWhenIdle.js'

// Chunks load once per module graph: this file's steps run in order on one instance.
let stop: (() => void) | undefined
afterEach(() => stop?.())

const loaded = (...names: (keyof typeof lazyViews)[]) =>
  names.filter((name) => lazyViews[name].loaded() !== undefined)

test('loads the next steps of where the visitor is, and nothing far from it', async () => {
  const { appKit } = await createTestAppKit()
  stop = prefetchWhenIdle(appKit, window)
  expect(lazyDialog.loaded()).toBeUndefined()

  // Disconnected: the dialog, then what Connect leads to.
  await vi.waitFor(() =>
    expect(loaded('ConnectingExternal', 'AllWallets', 'ConnectingWalletConnect')).toHaveLength(3),
  )
  expect(lazyDialog.loaded()).toBeDefined()
  expect(loaded('Account', 'Networks', 'WalletSend', 'WalletSendPreview')).toEqual([])

  // Connected: an open would show Account, so Account and its next steps follow.
  await connectTestWallet(appKit)
  await vi.waitFor(() =>
    expect(loaded('Account', 'Networks', 'WalletSend', 'WalletReceive')).toHaveLength(4),
  )
  expect(loaded('WalletSendPreview')).toEqual([])

  // In the Send view, its preview comes next.
  openModal(appKit)
  pushView(appKit, { view: 'WalletSend' })
  await vi.waitFor(() => expect(loaded('WalletSendPreview')).toEqual(['WalletSendPreview']))
})
