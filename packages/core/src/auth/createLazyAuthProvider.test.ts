import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestFrameHost } from '../test/createTestFrameHost.js'
import { authStorageKeys } from './authStorage.js'
import { createLazyAuthProvider } from './createLazyAuthProvider.js'
import type { AuthConnectorEvent } from './types.js'

const address = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'

describe('the lazy auth provider', () => {
  it('answers a page without a past login without loading anything', async () => {
    const frame = createTestFrameHost()
    const storage = createMemoryStorage({ [authStorageKeys.email]: 'old@example.com' })
    const provider = createLazyAuthProvider({
      storage,
      projectId: 'p',
      createFrameHost: frame.createFrameHost,
    })
    await expect(provider.reconnect()).resolves.toBeUndefined()
    expect(provider.user).toBeUndefined()
    // A disconnect with nothing loaded still clears the persisted auth cache.
    await provider.disconnect()
    expect(storage.getItem(authStorageKeys.email)).toBeNull()
    expect(frame.created).toBe(0)
    expect(frame.requests).toEqual([])
  })

  it('hands listeners and subscribers registered before loading to the real provider', async () => {
    const frame = createTestFrameHost({ address })
    const provider = createLazyAuthProvider({
      storage: createMemoryStorage(),
      projectId: 'p',
      createFrameHost: frame.createFrameHost,
    })
    const accounts: unknown[] = []
    const events: AuthConnectorEvent['type'][] = []
    provider.on('accountsChanged', (next: never) => accounts.push(next))
    const stop = provider.subscribe((event) => events.push(event.type))

    await provider.connectEmail({ email: 'ada@example.com' })
    await provider.connectOtp({ otp: '123456' })
    const user = await provider.connect()
    expect(user.address).toBe(address)
    expect(provider.user?.address).toBe(address)
    expect(accounts).toEqual([[address]])
    expect(events).toContain('user')
    expect(frame.created).toBe(1)

    // Once loaded, unsubscribing and removing reach the real provider.
    stop()
    const before = events.length
    await provider.disconnect()
    expect(events).toHaveLength(before)
  })

  it('loads the provider and the frame SDK factory on preload, without creating a frame', async () => {
    const frame = createTestFrameHost()
    const provider = createLazyAuthProvider({
      storage: createMemoryStorage(),
      projectId: 'p',
      createFrameHost: frame.createFrameHost,
    })
    await provider.preload()
    expect(frame.created).toBe(0)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})
