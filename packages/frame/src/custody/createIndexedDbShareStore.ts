import type { DeviceShareStore } from './types.js'

const storeName = 'device-shares'

function open(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(storeName)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
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

/**
 * Device shares in the frame origin's IndexedDB. Browsers partition a cross-site frame's storage
 * per top-level site, so each dapp site is a device of its own.
 */
export function createIndexedDbShareStore(name = 'airlock-frame'): DeviceShareStore {
  let database: Promise<IDBDatabase> | undefined
  const db = () => {
    database ??= open(name)
    return database
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
