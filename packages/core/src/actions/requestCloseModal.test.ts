import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { openModal } from './openModal.js'
import { modalShakeMs, requestCloseModal } from './requestCloseModal.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

function create() {
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [createTestAdapter('eip155')],
    projectId: 'test',
    storage: createMemoryStorage(),
  })
  instances.push(appKit)
  return appKit
}

describe('modal flags', () => {
  it('loading is true until adapters are set up and connections restored', async () => {
    const appKit = create()
    expect(appKit.state.modal.loading).toBe(true)
    await appKit.ready
    expect(appKit.state.modal.loading).toBe(false)
  })

  it('a close the modal allows closes it, without shaking', async () => {
    const appKit = create()
    await appKit.ready
    openModal(appKit, { view: 'Connect' })
    expect(requestCloseModal(appKit)).toEqual({ closed: true })
    expect(appKit.state.modal).toMatchObject({ open: false, shake: false })
  })

  it('a close while sign-in is required keeps it open and shakes it for 500 ms', async () => {
    const appKit = create()
    await appKit.ready
    openModal(appKit, { view: 'SIWXSignMessage' })
    Object.assign(appKit.state.siwx, { enabled: true, required: true, session: undefined })
    const startedAt = Date.now()
    expect(requestCloseModal(appKit)).toEqual({ closed: false })
    expect(appKit.state.modal).toMatchObject({ open: true, shake: true })
    await vi.waitFor(() => expect(appKit.state.modal.shake).toBe(false), { timeout: 2000 })
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(modalShakeMs - 5)
    expect(appKit.state.modal.open).toBe(true)
  })
})
