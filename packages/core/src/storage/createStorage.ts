import type { AppKitStorage } from './types.js'

/** In-memory storage: the default outside browsers, and for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): AppKitStorage {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/**
 * `window.localStorage`, read lazily so importing this on a server is safe; falls back to memory
 * when storage is unavailable (SSR, private mode, blocked cookies).
 */
export function createLocalStorage(): AppKitStorage {
  const fallback = createMemoryStorage()
  const local = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage
    } catch {
      return undefined
    }
  }
  return {
    getItem: (key) => {
      try {
        return local()?.getItem(key) ?? fallback.getItem(key)
      } catch {
        return fallback.getItem(key)
      }
    },
    setItem: (key, value) => {
      try {
        const storage = local()
        if (storage) storage.setItem(key, value)
        else fallback.setItem(key, value)
      } catch {
        fallback.setItem(key, value)
      }
    },
    removeItem: (key) => {
      try {
        local()?.removeItem(key)
      } catch {
        // Storage is blocked; the fallback still forgets it.
      }
      fallback.removeItem(key)
    },
  }
}

export type CreateCookieStorageParameters = {
  /** The request's Cookie header on a server; omitted in browsers (document.cookie is used). */
  cookieHeader?: string | undefined
  /** Seconds a value is kept. Default: 400 days, the browser limit. */
  maxAge?: number | undefined
  path?: string | undefined
}

/**
 * Cookie storage for server-rendered apps: the server reads the same state the browser wrote, so
 * the first render already knows the visitor is connected.
 *
 * @example
 * // server: createAppKit({ storage: createCookieStorage({ cookieHeader: request.headers.cookie }), … })
 */
export function createCookieStorage(parameters: CreateCookieStorageParameters = {}): AppKitStorage {
  const { cookieHeader, maxAge = 400 * 24 * 60 * 60, path = '/' } = parameters
  const serverValues = parseCookies(cookieHeader ?? '')
  const hasDocument = () => typeof document !== 'undefined' && cookieHeader === undefined
  return {
    getItem: (key) =>
      (hasDocument() ? parseCookies(document.cookie) : serverValues).get(key) ?? null,
    setItem: (key, value) => {
      if (hasDocument()) {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every browser.
        document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax`
      } else serverValues.set(key, value)
    },
    removeItem: (key) => {
      if (hasDocument()) {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every browser.
        document.cookie = `${encodeURIComponent(key)}=; Path=${path}; Max-Age=0; SameSite=Lax`
      } else serverValues.delete(key)
    },
  }
}

function parseCookies(header: string): Map<string, string> {
  const values = new Map<string, string>()
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 1) continue
    try {
      values.set(
        decodeURIComponent(part.slice(0, index).trim()),
        decodeURIComponent(part.slice(index + 1).trim()),
      )
    } catch {
      // A cookie that is not ours, badly encoded: skip it.
    }
  }
  return values
}
