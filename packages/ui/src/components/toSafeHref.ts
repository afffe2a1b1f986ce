/** Schemes a link of the modal never opens: they run script or read the visitor's own data. */
const refusedSchemes = new Set(['javascript', 'data', 'vbscript', 'file', 'blob'])

/**
 * The link as an `href` when following it can only navigate: a web page or an app's own scheme
 * (`metamask://`). Undefined for a script or local-data scheme, a link without a scheme, or one
 * with spaces or control characters (which browsers strip before reading the scheme).
 *
 * @example toSafeHref('metamask://') // 'metamask://'
 * @example toSafeHref('javascript:alert(1)') // undefined
 */
export function toSafeHref(link: string | null | undefined): string | undefined {
  if (!link) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a link holding one is refused
  const scheme = /^([a-z][a-z0-9+.-]*):[^\s\u0000-\u001f\u007f]*$/i.exec(link)?.[1]
  if (!scheme || refusedSchemes.has(scheme.toLowerCase())) return undefined
  return link
}
