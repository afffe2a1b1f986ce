import { type LookupAddress, lookup } from 'node:dns'
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import { AirlockError } from '@airlock/blockchain-api'
import { isPublicAddress } from './isPublicAddress.js'

/** Where and how NFT metadata may be read (see `CreateServerOptions.nftMetadata`). */
export type MetadataFetchPolicy = {
  /**
   * Hosts (`host` or `host:port`, as in a URL) read over http as well and whatever address they
   * resolve to: an operator's own metadata service, the local devnet's (`127.0.0.1:8547`).
   */
  allowHosts: readonly string[]
  /** Base URL `ipfs://<cid>/<path>` is read through: `<gateway><cid>/<path>`. */
  ipfsGateway: string
  /** Whole read, redirects included, in ms. */
  timeoutMs: number
  /** Largest document read, in bytes. */
  maxBytes: number
  /** Redirects followed, each checked like the first URL. */
  maxRedirects: number
}

/** The metadata could not be read under the policy; the message says why. */
class MetadataFetchRefused extends AirlockError {
  override name = 'MetadataFetchRefused'
  constructor(reason: string) {
    super(reason, { code: 'NFT_METADATA_REFUSED' })
  }
}

/**
 * Reads the JSON document a token URI names without letting it reach inside the network: https
 * (or `ipfs://` through the gateway, or an inline `data:` document), http only from an allowed
 * host; every host's addresses are checked when the socket connects (so a name that resolves
 * elsewhere the second time gains nothing) and again after each redirect, which are followed by
 * hand. The body and the time are capped.
 *
 * @example await fetchMetadataJson('ipfs://bafy…/1.json', policy)
 */
export async function fetchMetadataJson(
  uri: string,
  policy: MetadataFetchPolicy,
): Promise<unknown> {
  if (/^data:/i.test(uri)) return readDataDocument(uri, policy.maxBytes)
  const signal = AbortSignal.timeout(policy.timeoutMs)
  let url = toFetchUrl(uri, policy)
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(url, policy, signal)
    if (response.location === undefined) return JSON.parse(response.body) as unknown
    if (redirects >= policy.maxRedirects) throw new MetadataFetchRefused('too many redirects')
    url = toFetchUrl(new URL(response.location, url).href, policy)
  }
}

/** The http(s) URL to request for a token or redirect URI, once its scheme and host are allowed. */
function toFetchUrl(uri: string, policy: MetadataFetchPolicy): URL {
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(uri)
  const url = new URL(ipfs ? `${policy.ipfsGateway}${ipfs[1]}` : uri)
  if (url.username || url.password) throw new MetadataFetchRefused('credentials in the URL')
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isAllowedHost(url, policy))) {
    return url
  }
  throw new MetadataFetchRefused(`${url.protocol} is not read from ${url.host}`)
}

/** Whether the URL's host is the IPFS gateway's or one the operator allows (see `allowHosts`). */
export function isAllowedHost(url: URL, policy: MetadataFetchPolicy): boolean {
  const gateway = new URL(policy.ipfsGateway)
  return (
    url.host === gateway.host ||
    policy.allowHosts.some((host) => {
      const allowed = host.toLowerCase()
      return allowed === url.host || allowed === url.hostname
    })
  )
}

/** One GET: the body (2xx), or where a redirect points; refused addresses never get a socket. */
function requestOnce(
  url: URL,
  policy: MetadataFetchPolicy,
  signal: AbortSignal,
): Promise<{ body: string; location?: undefined } | { location: string }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const checked = !isAllowedHost(url, policy)
  // A literal address is connected to without a lookup: check it here.
  if (checked && isIP(hostname) && !isPublicAddress(hostname)) {
    return Promise.reject(new MetadataFetchRefused(`${hostname} is not a public address`))
  }
  const options: RequestOptions = {
    method: 'GET',
    hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers: { accept: 'application/json' },
    signal,
    agent: false,
    ...(checked ? { lookup: publicLookup } : {}),
  }
  return new Promise((resolve, reject) => {
    const onResponse = (response: IncomingMessage) => {
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && location) {
        response.destroy()
        resolve({ location })
        return
      }
      if (status < 200 || status >= 300) {
        response.destroy()
        reject(new MetadataFetchRefused(`answered HTTP ${status}`))
        return
      }
      if (Number(response.headers['content-length'] ?? 0) > policy.maxBytes) {
        response.destroy()
        reject(new MetadataFetchRefused(`over ${policy.maxBytes} bytes`))
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > policy.maxBytes) {
          response.destroy(new MetadataFetchRefused(`over ${policy.maxBytes} bytes`))
          return
        }
        chunks.push(chunk)
      })
      response.on('error', reject)
      response.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }))
    }
    const request =
      url.protocol === 'https:'
        ? httpsRequest(
            { ...options, servername: isIP(hostname) ? undefined : hostname },
            onResponse,
          )
        : httpRequest(options, onResponse)
    request.on('error', reject)
    request.end()
  })
}

/** `dns.lookup` that answers only when every address of the name is public. */
function publicLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
): void {
  lookup(
    hostname,
    { all: true, family: options.family as 0 | 4 | 6 | undefined },
    (error, addresses) => {
      if (error) {
        callback(error, [])
        return
      }
      const refused = addresses.find((entry) => !isPublicAddress(entry.address))
      if (refused || addresses.length === 0) {
        callback(
          new MetadataFetchRefused(
            `${hostname} resolves to ${refused?.address ?? 'nothing'}, not public`,
          ),
          [],
        )
        return
      }
      if (options.all) callback(null, addresses)
      else callback(null, addresses[0]!.address, addresses[0]!.family)
    },
  )
}

/** A `data:` token URI (on-chain metadata): decoded here, nothing is requested. */
function readDataDocument(uri: string, maxBytes: number): unknown {
  const match = /^data:([^,]*),(.*)$/is.exec(uri)
  if (!match) throw new MetadataFetchRefused('malformed data URI')
  const [, header = '', payload = ''] = match
  const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? ''
  if (mediaType !== '' && mediaType !== 'application/json' && mediaType !== 'text/plain') {
    throw new MetadataFetchRefused(`data URI of ${mediaType}`)
  }
  const bytes = /;base64$/i.test(header)
    ? Buffer.from(payload, 'base64')
    : Buffer.from(decodeURIComponent(payload), 'utf8')
  if (bytes.length > maxBytes) throw new MetadataFetchRefused(`over ${maxBytes} bytes`)
  return JSON.parse(bytes.toString('utf8')) as unknown
}
