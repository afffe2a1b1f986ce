import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthProvider } from '../auth/authRuntime.js'
import { authStorageKeys } from '../auth/authStorage.js'
import { ID_AUTH } from '../auth/constants.js'
import { loadFrameHost } from '../auth/loadFrameHost.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import type { AppKitStorage } from '../storage/types.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { createTestFrameHost, type TestFrameHost } from '../test/createTestFrameHost.js'
import { connectEmail } from './connectEmail.js'
import { connectOtp } from './connectOtp.js'
import { preloadAuthConnector } from './preloadAuthConnector.js'

// The provider's implementation and the frame SDK's loader, counted: the lazy provider imports the
// first (with the auth connector's chunk) and the implementation the second when nothing else
// makes frames (as in a dapp).
vi.mock('../auth/authRuntime.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../auth/authRuntime.js')>()
  return { ...actual, createAuthProvider: vi.fn(actual.createAuthProvider) }
})
let frame: TestFrameHost
vi.mock('../auth/loadFrameHost.js', () => ({
  loadFrameHost: vi.fn(async () => frame.createFrameHost),
}))

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

/** A page whose idle callbacks run when the test says the page went idle. */
function stubIdlePage() {
  const callbacks: (() => void)[] = []
  const requestIdleCallback = (callback: () => void) => callbacks.push(callback)
  const cancelIdleCallback = () => undefined
  vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback })
  vi.stubGlobal('requestIdleCallback', requestIdleCallback)
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
  return {
    goIdle: async () => {
      for (const callback of callbacks.splice(0)) callback()
      // Whatever an idle callback started (a dynamic import) settles.
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

async function setup(storage: AppKitStorage = createMemoryStorage()) {
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [createTestAdapter()],
    projectId: 'test',
    storage,
    debug: false,
    features: { email: true, socials: ['google'] },
  })
  instances.push(appKit)
  await appKit.ready
  return appKit
}

describe('preloadAuthConnector', () => {
  it('the login code loads on the intent, not when the page goes idle', async () => {
    frame = createTestFrameHost()
    const page = stubIdlePage()
    const appKit = await setup()
    await page.goIdle()
    expect(createAuthProvider).not.toHaveBeenCalled()
    expect(loadFrameHost).not.toHaveBeenCalled()

    await preloadAuthConnector(appKit)
    expect(createAuthProvider).toHaveBeenCalledTimes(1)
    expect(loadFrameHost).toHaveBeenCalledTimes(1)
    // Code only: the frame itself appears with the first login call.
    expect(frame.created).toBe(0)

    // Intent again, then the login: the same provider, one frame.
    await preloadAuthConnector(appKit)
    await connectEmail(appKit, { email: 'ada@example.com' })
    await connectOtp(appKit, { otp: '123456' })
    expect(createAuthProvider).toHaveBeenCalledTimes(1)
    expect(frame.created).toBe(1)
    expect(appKit.state.chains.eip155?.connectorId).toBe(ID_AUTH)
  })

  it('a stored login still restores at start, with no intent', async () => {
    frame = createTestFrameHost()
    const storage = createMemoryStorage()
    const first = await setup(storage)
    await connectEmail(first, { email: 'ada@example.com' })
    await connectOtp(first, { otp: '123456' })
    first.destroy()
    vi.clearAllMocks()

    const second = await setup(storage)
    expect(createAuthProvider).toHaveBeenCalledTimes(1)
    expect(storage.getItem(authStorageKeys.emailLoginUsed)).toBe('true')
    expect(second.state.chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e20d4dc79C8',
    })
    expect(second.state.chains.eip155?.connectorId).toBe(ID_AUTH)
  })

  it('does nothing without the auth connector', async () => {
    const appKit = createAppKit({
      networks: [airlockLocal],
      adapters: [createTestAdapter()],
      projectId: 'test',
      storage: createMemoryStorage(),
      debug: false,
      features: { email: false, socials: false },
    })
    instances.push(appKit)
    await expect(preloadAuthConnector(appKit)).resolves.toBeUndefined()
    expect(createAuthProvider).not.toHaveBeenCalled()
  })
})
