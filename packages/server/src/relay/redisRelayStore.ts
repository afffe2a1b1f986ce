import type { Redis } from 'ioredis'
import { z } from 'zod'
import { RelayStoreAnswerError } from '../errors/upstreamErrors.js'
import type { RelayMessage } from './relayMessages.js'
import { type RelayStore, relayMessageBytes } from './relayStore.js'

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

// Adds a message unless it is held already (0) or the publisher's (-1) or everyone's (-2) held
// bytes would pass their quota. Held bytes are counters beside sorted sets of "<bytes>:<id>"
// scored by expiry (one per publisher, one for all), from which expired entries are taken off
// the counters first. The message goes into its topic's sorted set (scored by expiry); every set
// and counter stays alive as long as its longest-lived message.
//   KEYS: topic set, seen key, publisher's usage set, publisher's bytes, usage set, bytes
//   ARGV: expiresAt, message JSON, ttl ms, now, bytes, client quota, total quota, usage entry
const addScript = `
local function release(usage, counter, now)
  local expired = redis.call('ZRANGEBYSCORE', usage, '-inf', now, 'LIMIT', 0, 1000)
  if #expired == 0 then return end
  local freed = 0
  for _, entry in ipairs(expired) do freed = freed + tonumber(string.match(entry, '^(%d+):')) end
  redis.call('ZREM', usage, unpack(expired))
  redis.call('DECRBY', counter, freed)
end
local function keep(key, ttl)
  if redis.call('PTTL', key) < ttl then redis.call('PEXPIRE', key, ttl) end
end
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
release(KEYS[3], KEYS[4], ARGV[4])
release(KEYS[5], KEYS[6], ARGV[4])
local bytes = tonumber(ARGV[5])
if tonumber(redis.call('GET', KEYS[4]) or '0') + bytes > tonumber(ARGV[6]) then return -1 end
if tonumber(redis.call('GET', KEYS[6]) or '0') + bytes > tonumber(ARGV[7]) then return -2 end
local ttl = tonumber(ARGV[3])
redis.call('SET', KEYS[2], '1', 'PX', ttl)
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
keep(KEYS[1], ttl)
redis.call('ZADD', KEYS[3], ARGV[1], ARGV[8])
redis.call('INCRBY', KEYS[4], bytes)
keep(KEYS[3], ttl)
keep(KEYS[4], ttl)
redis.call('ZADD', KEYS[5], ARGV[1], ARGV[8])
redis.call('INCRBY', KEYS[6], bytes)
return 1`

type AddingRedis = Redis & {
  airlockRelayAdd: (...keysThenArguments: Array<string | number>) => Promise<unknown>
}

const addOutcomes = {
  1: 'stored',
  0: 'duplicate',
  [-1]: 'client-quota',
  [-2]: 'total-quota',
} as const

/**
 * Several server instances on one Redis: messages live in per-topic sorted sets that expire with
 * them, acknowledgements in keys that expire with their message, and every new message is
 * published on a channel so each instance hands it to its own subscribed sockets.
 */
export async function createRedisRelayStore(redis: Redis): Promise<RelayStore> {
  // Sent by its hash (EVALSHA) once Redis has it, not as 1.3 KB of Lua with every publish.
  redis.defineCommand('airlockRelayAdd', { numberOfKeys: 6, lua: addScript })
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
    async add(message, quota) {
      const now = Date.now()
      const ttl = Math.max(1, message.expiresAt - now)
      const bytes = relayMessageBytes(message)
      const answer = await (redis as AddingRedis).airlockRelayAdd(
        `${prefix}topic:${message.topic}`,
        `${prefix}seen:${message.id}`,
        `${prefix}usage:${message.publisher}`,
        `${prefix}bytes:${message.publisher}`,
        `${prefix}usage`,
        `${prefix}bytes`,
        message.expiresAt,
        JSON.stringify(message),
        ttl,
        now,
        bytes,
        quota.maxClientBytes,
        quota.maxTotalBytes,
        `${bytes}:${message.id}`,
      )
      const outcome = addOutcomes[answer as keyof typeof addOutcomes]
      if (outcome === undefined) throw new RelayStoreAnswerError(answer)
      if (outcome !== 'stored') return outcome
      for (const listener of listeners) listener(message)
      await redis.publish(channel, JSON.stringify({ instance, message }))
      return 'stored'
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
