/**
 * The link that opens a wallet app with a WalletConnect pairing (spec §2 "Wallet frame"): a native
 * scheme (`rainbow://`) becomes `rainbow://wc?uri=…`; a universal link (`https://…`) becomes
 * `https://…/wc?uri=…`. The pairing URI is always URI-encoded.
 *
 * @example formatWalletConnectDeepLink('metamask://', 'wc:abc@2?relay-protocol=irn')
 * // 'metamask://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn'
 */
export function formatWalletConnectDeepLink(appLink: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(appLink)) {
    const base = appLink.endsWith('/') ? appLink : `${appLink}/`
    return `${base}wc?uri=${encoded}`
  }
  let scheme = appLink
  if (!scheme.includes('://')) scheme = `${scheme.replaceAll('/', '').replaceAll(':', '')}://`
  else if (!scheme.endsWith('/')) scheme = `${scheme}/`
  return `${scheme.replace(/\/+$/, '//')}wc?uri=${encoded}`
}
