import { generateKeyPairSync, sign } from 'node:crypto'
import WebSocket from 'ws'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function encodeBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** Who a socket connects as: the `auth` JWT and the client id it proves. */
export type RelayIdentity = { auth: string; clientId: string }

export type CreateRelayAuthParameters = {
  /** The relay's URL as the client sees it: the token's audience. */
  aud: string
  /** Claims left out. */
  omit?: string[] | undefined
  /** Claims replaced (`iat`, `exp` in seconds). */
  claims?: Record<string, unknown> | undefined
}

/**
 * An `auth` JWT as WalletConnect clients make it: EdDSA, `iss` the did:key of a fresh key, `aud`
 * the relay's URL, valid for a day.
 */
export function createRelayAuth({
  aud,
  omit = [],
  claims: replaced,
}: CreateRelayAuthParameters): RelayIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  const clientId = `did:key:z${encodeBase58(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`
  const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' })).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const claims = Buffer.from(
    JSON.stringify(
      Object.fromEntries(
        Object.entries({
          iss: clientId,
          sub: 'test',
          aud,
          iat: now,
          exp: now + 86_400,
          ...replaced,
        }).filter(([claim]) => !omit.includes(claim)),
      ),
    ),
  ).toString('base64url')
  const signature = sign(null, Buffer.from(`${header}.${claims}`), privateKey).toString('base64url')
  return { auth: `${header}.${claims}.${signature}`, clientId }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read frames loosely
type Loose = any
type Frame = { id?: unknown; method?: string; params?: Loose; result?: Loose; error?: Loose }

/**
 * A raw JSON-RPC socket on the relay, for tests: requests, pushes, acknowledgements. Pass the
 * `identity` of an earlier socket to reconnect as the same client.
 */
export async function openRelaySocket(
  relayUrl: string,
  options: {
    ack?: boolean
    identity?: RelayIdentity
    projectId?: string
    /** Headers of the upgrade request (a proxy's `X-Forwarded-For`, say). */
    headers?: Record<string, string>
  } = {},
) {
  const identity = options.identity ?? createRelayAuth({ aud: relayUrl })
  const { auth, clientId } = identity
  const socket = new WebSocket(
    `${relayUrl}?auth=${auth}&projectId=${options.projectId ?? 'local-dev'}`,
    options.headers ? { headers: options.headers } : undefined,
  )
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const frames: Frame[] = []
  const raw: string[] = []
  const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = []
  socket.on('message', (data) => {
    raw.push(data.toString())
    const frame = JSON.parse(data.toString()) as Frame
    frames.push(frame)
    if (frame.method === 'irn_subscription' && options.ack !== false) {
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    }
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(frame)
      }
    }
  })
  let nextId = 1
  const waitFor = (match: (frame: Frame) => boolean, timeoutMs = 5000) => {
    const found = frames.find(match)
    if (found) return Promise.resolve(found)
    return new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), timeoutMs)
      waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer)
          resolve(frame)
        },
      })
    })
  }
  return {
    socket,
    clientId,
    identity,
    frames,
    raw,
    pushes: () => frames.filter((frame) => frame.method === 'irn_subscription'),
    waitFor,
    sendRaw: (text: string) => socket.send(text),
    /** Sends a request; its answer within `timeoutMs` (5 s by default). */
    async request(method: string, params: unknown, timeoutMs?: number) {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor((frame) => frame.id === id && !frame.method, timeoutMs)
    },
    close: () => socket.close(),
  }
}
