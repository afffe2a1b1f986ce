// A WalletConnect client's side of the relay, as the benchmarks need it: the `auth` JWT and a
// socket that answers requests and acknowledges every push, as WalletConnect's clients do.
import { generateKeyPairSync, sign } from 'node:crypto'
import { once } from 'node:events'
import WebSocket from 'ws'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
function base58(bytes) {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  return text
}

/**
 * The `auth` JWT a WalletConnect client sends: EdDSA, `iss` the did:key of a fresh key, `aud` the
 * relay's URL, valid for a day.
 */
export function relayAuth(aud) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x, 'base64url')
  const iss = `did:key:z${base58(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const data = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'bench', aud, iat: now, exp: now + 86_400 })}`
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`
}

/**
 * Opens a socket on `url`. `ack(frame)` gives the answer a pushed frame gets (none when it returns
 * undefined); `onFrame` sees every frame that is not the answer to one of this socket's requests.
 * `request(build, ...args)` sends `build(id, ...args)` and resolves with the answer, or with
 * `{ error: { code: 'closed' } }` when the socket closes first or `{ error: { code: 'timeout' } }`
 * after `timeoutMs`.
 */
export async function openRelayClient(
  url,
  { ack = () => undefined, onFrame, timeoutMs = 10_000 } = {},
) {
  const socket = new WebSocket(url)
  await once(socket, 'open')
  const pending = new Map()
  let nextId = 1
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString())
    const answer = ack(frame)
    if (answer) socket.send(JSON.stringify(answer))
    if (frame.id !== undefined && pending.has(frame.id) && !frame.method) {
      pending.get(frame.id)(frame)
      pending.delete(frame.id)
      return
    }
    onFrame?.(frame)
  })
  socket.on('close', () => {
    for (const resolve of pending.values()) resolve({ error: { code: 'closed' } })
    pending.clear()
  })
  const request = (build, ...args) =>
    new Promise((resolve) => {
      const id = nextId++
      if (socket.readyState !== socket.OPEN) {
        resolve({ error: { code: 'closed' } })
        return
      }
      const timer = setTimeout(() => {
        pending.delete(id)
        resolve({ error: { code: 'timeout' } })
      }, timeoutMs)
      pending.set(id, (answer) => {
        clearTimeout(timer)
        resolve(answer)
      })
      socket.send(JSON.stringify(build(id, ...args)))
    })
  return { socket, request }
}
