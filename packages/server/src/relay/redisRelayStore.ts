import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { RelayMessage } from './relayMessages.js'
import type { RelayStore } from './relayStore.js'

const prefix = 'airlock:relay:'
const channel = `${prefix}messages`

const storedMessage = z.object({
  id: z.string(),
  topic: z.string(),
  message: z.string(),
  tag: z.number(),
  attestation: z.string().optional(),
  publishedAt: z.number(),
  expiresAt: z.number(),
  publisher: z.string(),
})
const broadcast = z.object({ instance: z.string(), message: storedMessage })

// Adds the message to its topic's sorted set (scored by expiry) and keeps the set alive as long as
// its longest-lived message.
const addScript = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
local ttl = tonumber(ARGV[3])
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1`

/**
 * Several server instances on one Redis: messages live in per-topic sorted sets that expire with
 * them, acknowledgements in keys that expire with their message, and every new message is
 * published on a channel so each instance hands it to its own subscribed sockets.
 */
export async function createRedisRelayStore(redis: Redis): Promise<RelayStore> {
  const instance = crypto.randomUUID()
  const listeners: ((message: RelayMessage) => void)[] = []
  const subscriber = redis.duplicate()
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return
    let parsed: z.infer<typeof broadcast>
    try {
      parsed = broadcast.parse(JSON.parse(text))
    } catch {
      return
    }
    if (parsed.instance === instance) return
    for (const listener of listeners) listener(parsed.message)
  })
  await subscriber.subscribe(channel)

  const parse = (text: string): RelayMessage | undefined => {
    try {
      return storedMessage.parse(JSON.parse(text))
    } catch {
      return undefined
    }
  }

  return {
    kind: 'redis',
    async add(message) {
      const ttl = Math.max(1, message.expiresAt - Date.now())
      const fresh = await redis.set(`${prefix}seen:${message.id}`, '1', 'PX', ttl, 'NX')
      if (fresh === null) return false
      const text = JSON.stringify(message)
      await redis.eval(
        addScript,
        1,
        `${prefix}topic:${message.topic}`,
        message.expiresAt,
        text,
        ttl,
      )
      for (const listener of listeners) listener(message)
      await redis.publish(channel, JSON.stringify({ instance, message }))
      return true
    },
    async list(topics) {
      if (topics.length === 0) return []
      const now = Date.now()
      const batch = redis.multi()
      for (const topic of topics) {
        batch.zremrangebyscore(`${prefix}topic:${topic}`, '-inf', now)
        batch.zrangebyscore(`${prefix}topic:${topic}`, `(${now}`, '+inf')
      }
      const results = (await batch.exec()) ?? []
      const found: RelayMessage[] = []
      for (const [error, value] of results) {
        if (error || !Array.isArray(value)) continue
        for (const text of value as string[]) {
          const message = parse(text)
          if (message) found.push(message)
        }
      }
      return found.sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async markDelivered(clientId, message) {
      const ttl = message.expiresAt - Date.now()
      if (ttl <= 0) return
      await redis.set(`${prefix}ack:${clientId}:${message.id}`, '1', 'PX', ttl)
    },
    async delivered(clientId, messageIds) {
      if (messageIds.length === 0) return new Set()
      const values = await redis.mget(messageIds.map((id) => `${prefix}ack:${clientId}:${id}`))
      return new Set(messageIds.filter((_, index) => values[index] !== null))
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    async close() {
      listeners.length = 0
      await subscriber.quit().catch(() => subscriber.disconnect())
    },
  }
}
