/**
 * True when `origin` matches one of a project's allowed-origin patterns: an exact origin,
 * `scheme://host:*` (any port), `scheme://*.domain` (any subdomain, any depth) or `*`. The server
 * checks pages with it, and the frame checks its embedder and every message.
 *
 * @example matchOrigin('http://localhost:5173', ['http://localhost:*']) // true
 */
export function matchOrigin(origin: string, patterns: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  return patterns.some((pattern) => matchOne(url, origin, pattern))
}

function matchOne(url: URL, origin: string, pattern: string): boolean {
  if (pattern === '*') return true
  if (pattern === origin) return true
  const anyPort = /^(https?):\/\/([^/:*]+):\*$/.exec(pattern)
  if (anyPort) return url.protocol === `${anyPort[1]}:` && url.hostname === anyPort[2]
  const subdomain = /^(https?):\/\/\*\.([^/:]+)(?::(\d+))?$/.exec(pattern)
  if (subdomain) {
    return (
      url.protocol === `${subdomain[1]}:` &&
      url.hostname.endsWith(`.${subdomain[2]}`) &&
      url.port === (subdomain[3] ?? '')
    )
  }
  return false
}
