import { defaultApiUrl } from './defaults.js'

const loopbackHost = /^(localhost|127(\.\d+){3}|\[::1\]|::1|.+\.localhost)$/

/**
 * Says loudly when a page served from a real host has no `apiUrl`: the default is a local
 * Airlock server (`http://127.0.0.1:8787`), which a visitor's browser does not have, so the
 * wallet list, balances and history would silently fail. An AppKit app moved over without
 * setting `apiUrl` lands here; its Reown `projectId` means nothing to that server either.
 */
export function warnDefaultApiUrl(
  apiUrl: string | undefined,
  hostname: string | undefined,
): boolean {
  if (apiUrl !== undefined || hostname === undefined || hostname === '') return false
  if (loopbackHost.test(hostname)) return false
  console.error(
    `Airlock: createAppKit has no "apiUrl", so this page on ${hostname} calls the local default ${defaultApiUrl}, which visitors do not run. Deploy the Airlock server (@airlock/server) and pass its URL as "apiUrl".`,
  )
  return true
}
