import { AirlockError } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { FrameStorageUnavailableError } from '../errors/storage.js'
import { createIndexedDbShareStore } from './createIndexedDbShareStore.js'
import { openEmbeddedWallet } from './embeddedWallet.js'
import type { WalletBackend } from './types.js'

/** Chromium with the frame's storage denied: `open` answers, then its request fails. */
function deniedLikeChromium() {
  const factory = {
    opened: 0,
    open() {
      factory.opened += 1
      const request = {
        error: new DOMException(
          'The user denied permission to access the database.',
          'UnknownError',
        ),
        onerror: null as ((event: unknown) => void) | null,
      }
      setTimeout(() => request.onerror?.({ target: request }), 0)
      return request
    },
  }
  return factory
}

/** Firefox and Safari with the frame's storage denied: `open` itself throws. */
const deniedLikeFirefox = {
  open() {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

describe('createIndexedDbShareStore where the browser denies the frame its storage', () => {
  it('every call rejects with FrameStorageUnavailableError, the browser error as its cause', async () => {
    for (const [browser, factory, reason] of [
      ['Chromium', deniedLikeChromium(), 'UnknownError'],
      ['Firefox', deniedLikeFirefox, 'SecurityError'],
    ] as const) {
      const store = createIndexedDbShareStore('airlock-frame', {
        indexedDB: factory as unknown as IDBFactory,
      })
      for (const call of [
        () => store.get('user-1'),
        () => store.set('user-1', new Uint8Array([1, 2, 3])),
        () => store.delete('user-1'),
      ]) {
        const error = await call().then(
          () => undefined,
          (failure: unknown) => failure,
        )
        expect(error, browser).toBeInstanceOf(FrameStorageUnavailableError)
        expect(error).toBeInstanceOf(AirlockError)
        expect((error as FrameStorageUnavailableError).code).toBe('FRAME_STORAGE_UNAVAILABLE')
        expect(((error as Error).cause as DOMException).name).toBe(reason)
      }
    }
  })

  it('a browser without IndexedDB is the same failure', async () => {
    const store = createIndexedDbShareStore('airlock-frame', {
      indexedDB: undefined,
    })
    // Node has no IndexedDB: the default is the missing global.
    expect(globalThis.indexedDB).toBeUndefined()
    await expect(store.get('user-1')).rejects.toBeInstanceOf(FrameStorageUnavailableError)
  })

  it('asks the browser again on the next call, instead of keeping the failure', async () => {
    const factory = deniedLikeChromium()
    const store = createIndexedDbShareStore('airlock-frame', {
      indexedDB: factory as unknown as IDBFactory,
    })
    await expect(store.get('user-1')).rejects.toBeInstanceOf(FrameStorageUnavailableError)
    await expect(store.get('user-1')).rejects.toBeInstanceOf(FrameStorageUnavailableError)
    expect(factory.opened).toBe(2)
  })
})

describe('openEmbeddedWallet on a frame without storage', () => {
  it('fails with FrameStorageUnavailableError for a new user too, before the wallet is made (and the visitor asked for a passkey)', async () => {
    const asked: string[] = []
    // A first login: the server holds no wallet yet for this user.
    const backend: WalletBackend = {
      getWallet: async () => {
        asked.push('getWallet')
        return undefined
      },
      createWallet: async () => {
        asked.push('createWallet')
      },
      getAuthShare: async () => undefined,
      storeAuthShare: async () => {
        asked.push('storeAuthShare')
      },
    }
    const opened = openEmbeddedWallet({
      backend,
      store: createIndexedDbShareStore('airlock-frame', {
        indexedDB: deniedLikeChromium() as unknown as IDBFactory,
      }),
      userId: 'user-1',
      deviceId: 'device-1',
    })
    await expect(opened).rejects.toBeInstanceOf(FrameStorageUnavailableError)
    expect(asked).toEqual(['getWallet'])
  })
})
