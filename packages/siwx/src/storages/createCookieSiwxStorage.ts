import type { SIWXSession } from '@airlock/blockchain-api'
import { createSessionListStorage, parseSessionList } from './sessionList.js'
import type { SiwxStorage } from './types.js'

export type CreateCookieSiwxStorageParameters = {
  /** Cookie name. Default `appkit_siwx`. */
  name?: string | undefined
  /** Default `/`. */
  path?: string | undefined
  domain?: string | undefined
  /** Default `Lax`. */
  sameSite?: 'Strict' | 'Lax' | 'None' | undefined
  /** Default: true on https pages. */
  secure?: boolean | undefined
  /** Lifetime in seconds. Default: 7 days. */
  maxAgeSeconds?: number | undefined
  /** Default: `document`. */
  document?: Pick<Document, 'cookie'> | undefined
}

/**
 * Keeps sessions in a cookie, so the dapp's own backend receives them with every request and can
 * verify them (with `verifySiwxSession`).
 */
export function createCookieSiwxStorage(
  parameters: CreateCookieSiwxStorageParameters = {},
): SiwxStorage {
  const name = parameters.name ?? 'appkit_siwx'
  const doc = () => parameters.document ?? globalThis.document
  const read = () => {
    const entry = doc()
      ?.cookie.split('; ')
      .find((cookie) => cookie.startsWith(`${name}=`))
    return parseSessionList(entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined)
  }
  const write = (sessions: SIWXSession[]) => {
    const target = doc()
    if (!target) return
    const secure = parameters.secure ?? globalThis.location?.protocol === 'https:'
    const attributes = [
      `path=${parameters.path ?? '/'}`,
      `max-age=${sessions.length === 0 ? 0 : (parameters.maxAgeSeconds ?? 7 * 24 * 3600)}`,
      `samesite=${parameters.sameSite ?? 'Lax'}`,
      ...(parameters.domain ? [`domain=${parameters.domain}`] : []),
      ...(secure ? ['secure'] : []),
    ]
    target.cookie = `${name}=${encodeURIComponent(JSON.stringify(sessions))}; ${attributes.join('; ')}`
  }
  return createSessionListStorage(read, write)
}
