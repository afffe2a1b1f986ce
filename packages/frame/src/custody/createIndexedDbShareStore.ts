import { FrameStorageUnavailableError } from '../errors/storage.js'
import type { DeviceShareStore } from './types.js'

const storeName = 'device-shares'

/**
 * Opens the database. A browser that denies the frame its storage (third-party storage blocked,
 * some private modes) throws here (Firefox, Safari) or fails the request (Chromium's
 * 'UnknownError'); both, and no IndexedDB at all, are FrameStorageUnavailableError.
 */
function open(factory: IDBFactory | undefined, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const unavailable = (cause: unknown) => reject(new FrameStorageUnavailableError({ cause }))
    if (!factory) return unavailable(undefined)
    let request: IDBOpenDBRequest
    try {
      request = factory.open(name, 1)
    } catch (cause) {
      return unavailable(cause)
    }
    request.onupgradeneeded = () => request.result.createObjectStore(storeName)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => unavailable(request.error)
  })
}

function run<result>(
  database: Promise<IDBDatabase>,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<result> {
  return database.then(
    (db) =>
      new Promise<result>((resolve, reject) => {
        const request = action(db.transaction(storeName, mode).objectStore(storeName))
        request.onsuccess = () => resolve(request.result as result)
        request.onerror = () => reject(request.error)
      }),
  )
}

export type CreateIndexedDbShareStoreOptions = {
  /** The IndexedDB to use; default the page's own (`globalThis.indexedDB`). */
  indexedDB?: IDBFactory | undefined
}

/**
 * Device shares in the frame origin's IndexedDB. Browsers partition a cross-site frame's storage
 * per top-level site, so each dapp site is a device of its own. Where the browser denies the
 * frame its storage, every call rejects with FrameStorageUnavailableError (and the next call
 * tries again).
 */
export function createIndexedDbShareStore(
  name = 'airlock-frame',
  options: CreateIndexedDbShareStoreOptions = {},
): DeviceShareStore {
  let database: Promise<IDBDatabase> | undefined
  const db = () => {
    if (database) return database
    const opening = open(options.indexedDB ?? globalThis.indexedDB, name)
    database = opening
    opening.catch(() => {
      if (database === opening) database = undefined
    })
    return opening
  }
  return {
    get: async (userId) => {
      const value = await run<unknown>(db(), 'readonly', (store) => store.get(userId))
      return value instanceof Uint8Array ? value : undefined
    },
    set: (userId, share) => run(db(), 'readwrite', (store) => store.put(share, userId)),
    delete: (userId) => run(db(), 'readwrite', (store) => store.delete(userId)),
  }
}
