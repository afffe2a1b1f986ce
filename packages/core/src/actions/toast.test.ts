import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { showToast, toastDurationMs } from './toast.js'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('showToast', () => {
  it('pauses 150 ms before replacing an open toast, then closes by itself', () => {
    const appKit = createAppKit({
      networks: [airlockLocal],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    showToast(appKit, { message: 'Transaction started', variant: 'success' })
    expect(appKit.state.toast).toMatchObject({ open: true, message: 'Transaction started' })
    showToast(appKit, { message: 'Something went wrong', variant: 'error' })
    expect(appKit.state.toast.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(appKit.state.toast.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(appKit.state.toast).toMatchObject({
      open: true,
      message: 'Something went wrong',
      variant: 'error',
    })
    vi.advanceTimersByTime(toastDurationMs)
    expect(appKit.state.toast.open).toBe(false)
    appKit.destroy()
  })

  it('keeps a loading toast open until replaced', () => {
    const appKit = createAppKit({
      networks: [airlockLocal],
      projectId: 'p',
      storage: createMemoryStorage(),
    })
    showToast(appKit, { message: 'Authenticating...', variant: 'loading' })
    vi.advanceTimersByTime(60_000)
    expect(appKit.state.toast).toMatchObject({ open: true, autoClose: false })
    appKit.destroy()
  })
})
