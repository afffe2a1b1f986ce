import type { DeviceShareStore } from './types.js'

/** A device-share store in memory (tests; a frame that must not persist). */
export function createMemoryShareStore(): DeviceShareStore {
  const shares = new Map<string, Uint8Array>()
  return {
    get: async (userId) => shares.get(userId)?.slice(),
    set: async (userId, share) => void shares.set(userId, share.slice()),
    delete: async (userId) => void shares.delete(userId),
  }
}
