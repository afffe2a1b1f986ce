// The relay as a route of the open-loop benchmark: one "request" is a publish on one socket until
// the message reaches the socket subscribed to its topic (WalletConnect's publish/deliver), so its
// latency is publish to delivery. Through HAProxy the two sockets of a topic are usually on
// different instances, and the message goes from one to the other through Redis.
import { randomBytes } from 'node:crypto'
import { openRelayClient, relayAuth } from '../lib/relayClient.mjs'

// The relay lets one socket send 100 requests a second (a burst of 400): 128 publishers stay under
// it up to 12,800 publishes a second, past any rate a capped pair reaches here.
const pairs = Number(process.env.BENCH_RELAY_PAIRS ?? 128)
// About a WalletConnect request's envelope (base64 of a sealed JSON-RPC message).
const padding = randomBytes(180).toString('base64')
const publishTimeoutMs = 10_000

const ack = (frame) =>
  frame.method === 'irn_subscription' ? { id: frame.id, jsonrpc: '2.0', result: true } : undefined
const publish = (id, topic, message) => ({
  id,
  jsonrpc: '2.0',
  method: 'irn_publish',
  // Held 30 s: the relay keeps a message for its TTL, delivered or not.
  params: { topic, message, ttl: 30, tag: 1108 },
})
const subscribe = (id, topic) => ({
  id,
  jsonrpc: '2.0',
  method: 'irn_subscribe',
  params: { topic },
})

/**
 * The route (`flow(send, base)`, with `prepare(base)` to open its sockets first and `close()`), as
 * loadWorker.mjs makes a `{ module }` route.
 * Every base gets its own `pairs` of a publisher and a subscriber, opened one after the other so
 * that a balancer alternating between instances puts the two of a pair on different ones.
 */
export function createRoute() {
  const bases = new Map()
  const waiting = new Map()
  let sequence = 0

  async function open(base) {
    const url = `${base.replace(/^http/, 'ws')}/relay`
    const client = () =>
      openRelayClient(`${url}?auth=${relayAuth(url)}&projectId=local-dev`, {
        ack,
        onFrame(frame) {
          if (frame.method !== 'irn_subscription') return
          const done = waiting.get(frame.params.data.message)
          if (done) done({ status: 200 })
        },
      })
    const opened = []
    for (let index = 0; index < pairs; index++) {
      const topic = randomBytes(32).toString('hex')
      const subscriber = await client()
      const answer = await subscriber.request(subscribe, topic)
      if (answer.error) throw new Error(`relay subscribe: ${JSON.stringify(answer.error)}`)
      opened.push({ topic, subscriber, publisher: await client() })
    }
    return opened
  }

  return {
    async prepare(base) {
      if (!bases.has(base)) bases.set(base, await open(base))
    },
    async flow(_send, base) {
      const opened = bases.get(base)
      if (!opened) throw new Error(`relay route: prepare(${base}) first`)
      const index = sequence++
      const { topic, publisher } = opened[index % opened.length]
      const message = `${index}:${padding}`
      const delivered = new Promise((resolve) => {
        const timer = setTimeout(
          () => resolve({ status: 0, error: 'not delivered' }),
          publishTimeoutMs,
        )
        waiting.set(message, (answer) => {
          clearTimeout(timer)
          resolve(answer)
        })
      })
      // The publish's answer and the delivery, each within the time (the client's own timeout).
      const answer = await publisher.request(publish, topic, message)
      if (answer.error) {
        waiting.get(message)?.({ status: 0, error: `relay ${answer.error.code}` })
      }
      const result = await delivered
      waiting.delete(message)
      return result
    },
    close() {
      for (const opened of bases.values()) {
        for (const { subscriber, publisher } of opened) {
          subscriber.socket.close()
          publisher.socket.close()
        }
      }
    },
  }
}
