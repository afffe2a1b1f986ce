import type { RelayMessage } from './relayMessages.js'

/**
 * Where the relay keeps messages until their TTL runs out, which client acknowledged which
 * message, and how a message published on one instance reaches sockets on the others.
 */
export type RelayStore = {
  readonly kind: 'memory' | 'redis'
  /**
   * Keeps the message and hands it to every instance's listener (this one's included). False,
   * and nothing handed out, when the same message is already held.
   */
  add: (message: RelayMessage) => Promise<boolean>
  /** Unexpired messages on these topics, oldest first. */
  list: (topics: readonly string[]) => Promise<RelayMessage[]>
  /** Records that a client acknowledged a message, so it is not handed to that client again. */
  markDelivered: (clientId: string, message: RelayMessage) => Promise<void>
  /** The ids among these that the client has acknowledged. */
  delivered: (clientId: string, messageIds: readonly string[]) => Promise<Set<string>>
  /** Called with every message added on any instance. */
  onMessage: (listener: (message: RelayMessage) => void) => void
  close: () => Promise<void>
}

/** One process: everything in maps, swept as messages expire. */
export function createMemoryRelayStore(options: { maxMessages?: number } = {}): RelayStore {
  const maxMessages = options.maxMessages ?? 100_000
  const byTopic = new Map<string, Map<string, RelayMessage>>()
  const acks = new Map<string, Map<string, number>>()
  const listeners: ((message: RelayMessage) => void)[] = []
  let count = 0

  const sweep = (now: number) => {
    for (const [topic, messages] of byTopic) {
      for (const [id, message] of messages) {
        if (message.expiresAt <= now) {
          messages.delete(id)
          count--
        }
      }
      if (messages.size === 0) byTopic.delete(topic)
    }
    for (const [clientId, ids] of acks) {
      for (const [id, expiresAt] of ids) if (expiresAt <= now) ids.delete(id)
      if (ids.size === 0) acks.delete(clientId)
    }
  }
  const timer = setInterval(() => sweep(Date.now()), 10_000)
  timer.unref()

  return {
    kind: 'memory',
    async add(message) {
      let messages = byTopic.get(message.topic)
      if (messages?.has(message.id)) return false
      if (count >= maxMessages) sweep(Date.now())
      if (count >= maxMessages) throw new Error('Relay message store is full')
      if (!messages) {
        messages = new Map()
        byTopic.set(message.topic, messages)
      }
      messages.set(message.id, message)
      count++
      for (const listener of listeners) listener(message)
      return true
    },
    async list(topics) {
      const now = Date.now()
      const found: RelayMessage[] = []
      for (const topic of topics) {
        for (const message of byTopic.get(topic)?.values() ?? []) {
          if (message.expiresAt > now) found.push(message)
        }
      }
      return found.sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async markDelivered(clientId, message) {
      let ids = acks.get(clientId)
      if (!ids) {
        ids = new Map()
        acks.set(clientId, ids)
      }
      ids.set(message.id, message.expiresAt)
    },
    async delivered(clientId, messageIds) {
      const ids = acks.get(clientId)
      return new Set(messageIds.filter((id) => ids?.has(id)))
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    async close() {
      clearInterval(timer)
      byTopic.clear()
      acks.clear()
      listeners.length = 0
    },
  }
}
