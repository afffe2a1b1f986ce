// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { createAppKit } from './createAppKit.js'
import { airlockLocal } from './networks/local.js'
import { createMemoryStorage } from './storage/createStorage.js'
import { createTestAdapter } from './test/createTestAdapter.js'

/** An instance on the test adapter, with its `setup` watched. */
function createWatchedAppKit() {
  const adapter = createTestAdapter('eip155')
  const setup = vi.spyOn(adapter, 'setup')
  const appKit = createAppKit({
    adapters: [adapter],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
  })
  return { appKit, setup }
}

test('in a page, the adapters set up after its next frame, and `ready` follows', async () => {
  const { appKit, setup } = createWatchedAppKit()
  let framed = false
  requestAnimationFrame(() => {
    framed = true
  })
  expect(setup).not.toHaveBeenCalled()
  await appKit.ready
  expect(framed).toBe(true)
  expect(setup).toHaveBeenCalledTimes(1)
  expect(appKit.state.modal.loading).toBe(false)
  appKit.destroy()
})

test('destroyed before the frame, it never sets up', async () => {
  const { appKit, setup } = createWatchedAppKit()
  appKit.destroy()
  await new Promise((resolve) => setTimeout(resolve, 150))
  expect(setup).not.toHaveBeenCalled()
})
