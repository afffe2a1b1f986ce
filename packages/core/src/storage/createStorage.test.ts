// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../createAppKit.js'
import { airlockLocal, airlockLocal2 } from '../networks/local.js'
import { createCookieStorage, createLocalStorage, createMemoryStorage } from './createStorage.js'
import { storageKeys } from './keys.js'

afterEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: clearing every cookie the test wrote, whatever its name.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
  window.localStorage.clear()
})

describe('createCookieStorage', () => {
  it('lets a server read what the browser stored: the first render knows the active network', () => {
    const browser = createCookieStorage()
    createAppKit({ networks: [airlockLocal, airlockLocal2], projectId: 'p', storage: browser })
    browser.setItem(storageKeys.activeNetworkId, 'eip155:31338')
    expect(document.cookie).toContain(encodeURIComponent(storageKeys.activeNetworkId))

    // The request's Cookie header, as a server sees it.
    const server = createCookieStorage({ cookieHeader: document.cookie })
    const appKit = createAppKit({
      networks: [airlockLocal, airlockLocal2],
      projectId: 'p',
      storage: server,
    })
    expect(appKit.state.activeNetworkId).toBe('eip155:31338')
  })

  it('removes values and skips cookies it cannot decode', () => {
    const storage = createCookieStorage({
      cookieHeader: 'bad=%E0%A4%A; @appkit/wallet_id=dev.airlock.wallet',
    })
    expect(storage.getItem('@appkit/wallet_id')).toBe('dev.airlock.wallet')
    expect(storage.getItem('bad')).toBeNull()
    storage.removeItem('@appkit/wallet_id')
    expect(storage.getItem('@appkit/wallet_id')).toBeNull()
  })
})

describe('createLocalStorage and createMemoryStorage', () => {
  it('persist to window.localStorage in a browser', () => {
    createLocalStorage().setItem('@appkit/wallet_name', 'Rabby')
    expect(window.localStorage.getItem('@appkit/wallet_name')).toBe('Rabby')
    expect(createLocalStorage().getItem('@appkit/wallet_name')).toBe('Rabby')
  })

  it('keep memory values apart per storage', () => {
    const first = createMemoryStorage({ a: '1' })
    const second = createMemoryStorage()
    expect(first.getItem('a')).toBe('1')
    expect(second.getItem('a')).toBeNull()
  })
})
