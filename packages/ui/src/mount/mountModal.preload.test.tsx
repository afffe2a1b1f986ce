import { act, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'
import { mountModal } from './mountModal.js'
import { whenNetworkQuiet } from './whenIdle.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
  for (const element of document.querySelectorAll('[data-test-button]')) element.remove()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/**
 * Resolves once a load the modal may have started has had the time to finish: the views' chunk is
 * one module, and a second import of it settles after the first one's handlers ran.
 */
async function settleLoads() {
  await act(async () => {
    await import('./mountViews.js')
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

function addButton(attributes: Record<string, string>) {
  const button = document.createElement('button')
  button.setAttribute('data-test-button', '')
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value)
  document.body.append(button)
  return button
}

const hover = (target: Element) =>
  target.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }))

/** The page never goes idle: only intent may load the views. */
function neverIdle() {
  vi.stubGlobal('requestIdleCallback', () => 0)
  vi.stubGlobal('cancelIdleCallback', () => {})
}

test("by default (preload: 'intent') nothing loads until a pointer enters one of the modal's buttons, however long the page stays quiet and idle", async () => {
  // Every idle callback runs at once, and the page's clock runs past the quiet second and the
  // 10 s cap that 'idle' waits for.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0))
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id))
  const { appKit } = await createTestAppKit()
  expect(appKit.options.preload).toBe('intent')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  unmount = mountModal(appKit)
  const { shadow } = getModal()
  await vi.advanceTimersByTimeAsync(15_000)
  vi.useRealTimers()
  // The page's own buttons and a quiet, idle page load nothing.
  hover(addButton({ class: 'dapp-button' }))
  await settleLoads()
  expect(shadow.adoptedStyleSheets).toHaveLength(0)

  hover(addButton({ class: 'airlock-button' }))
  await waitFor(() => expect(shadow.adoptedStyleSheets).toHaveLength(1))
})

test("with preload: 'intent' a dapp's own button marked data-appkit-intent counts, by focus too", async () => {
  neverIdle()
  const { appKit } = await createTestAppKit({ preload: 'intent' })
  unmount = mountModal(appKit)
  const { shadow } = getModal()
  addButton({ 'data-appkit-intent': '' }).focus()
  await waitFor(() => expect(shadow.adoptedStyleSheets).toHaveLength(1))
})

/** A PerformanceObserver the test drives: `report()` says a resource finished loading. */
function stubResourceTiming(): () => void {
  let callback: (() => void) | undefined
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(observe: () => void) {
        callback = observe
      }
      observe() {}
      disconnect() {}
    },
  )
  return () => callback?.()
}

test("with preload: 'idle' the views load once the page's network has been quiet for 1 s", async () => {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  const callback = vi.fn()
  const cancel = whenNetworkQuiet(window, callback)
  await vi.advanceTimersByTimeAsync(999)
  expect(idle).toHaveLength(0)
  await vi.advanceTimersByTimeAsync(1)
  expect(idle).toHaveLength(1)
  for (const run of idle.splice(0)) run()
  expect(callback).toHaveBeenCalledOnce()
  cancel()
})

test('a resource finishing while the page waits starts the quiet second again', async () => {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  const report = stubResourceTiming()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  const cancel = whenNetworkQuiet(window, () => {})
  await vi.advanceTimersByTimeAsync(800)
  report()
  await vi.advanceTimersByTimeAsync(800)
  expect(idle).toHaveLength(0)
  await vi.advanceTimersByTimeAsync(200)
  expect(idle).toHaveLength(1)
  cancel()
})

test('a page that never goes quiet still loads 10 s after its load', async () => {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  const report = stubResourceTiming()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  const cancel = whenNetworkQuiet(window, () => {})
  for (let elapsed = 0; elapsed < 9_500; elapsed += 500) {
    report()
    await vi.advanceTimersByTimeAsync(500)
  }
  expect(idle).toHaveLength(0)
  await vi.advanceTimersByTimeAsync(600)
  expect(idle).toHaveLength(1)
  cancel()
})
