import type { RelayMessage } from './relayMessages.js'

/** How many bytes of held messages one publisher, and all of them, may take. */
export type RelayQuota = { maxClientBytes: number; maxTotalBytes: number }

/**
 * What `add` did: `stored` (and handed out), `duplicate` (the same message is held already), or
 * refused because the publisher's (`client-quota`) or everyone's (`total-quota`) held bytes would
 * pass their quota.
 */
type RelayAddOutcome = 'stored' | 'duplicate' | 'client-quota' | 'total-quota'

/**
 * The bytes a held message counts against the quotas: its text, topic and attestation, and a
 * share for the record around them.
 */
export function relayMessageBytes(message: RelayMessage): number {
  return (
    Buffer.byteLength(message.message) +
    message.topic.length +
    (message.attestation?.length ?? 0) +
    256
  )
}

/**
 * Where the relay keeps messages until their TTL runs out, which client acknowledged which
 * message, and how a message published on one instance reaches sockets on the others.
 */
export type RelayStore = {
  readonly kind: 'memory' | 'redis'
  /**
   * Keeps the message and hands it to every instance's listener (this one's included), unless
   * the same message is held already or the quota would be passed (nothing handed out then).
   */
  add: (message: RelayMessage, quota: RelayQuota) => Promise<RelayAddOutcome>
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
  /** Bytes held per publisher, and in all. */
  const heldBy = new Map<string, number>()
  let heldBytes = 0
  let count = 0
  let sweptAt = 0

  const release = (message: RelayMessage) => {
    const bytes = relayMessageBytes(message)
    heldBytes -= bytes
    const left = (heldBy.get(message.publisher) ?? 0) - bytes
    if (left > 0) heldBy.set(message.publisher, left)
    else heldBy.delete(message.publisher)
    count--
  }

  const sweep = (now: number) => {
    sweptAt = now
    for (const [topic, messages] of byTopic) {
      for (const [id, message] of messages) {
        if (message.expiresAt <= now) {
          messages.delete(id)
          release(message)
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
    async add(message, quota) {
      let messages = byTopic.get(message.topic)
      if (messages?.has(message.id)) return 'duplicate'
      const bytes = relayMessageBytes(message)
      const over = () =>
        (heldBy.get(message.publisher) ?? 0) + bytes > quota.maxClientBytes
          ? 'client-quota'
          : heldBytes + bytes > quota.maxTotalBytes || count >= maxMessages
            ? 'total-quota'
            : undefined
      // Expired messages may free room; a refused flood sweeps at most once a second.
      const now = Date.now()
      if (over() && now - sweptAt >= 1000) sweep(now)
      const refused = over()
      if (refused) return refused
      if (!messages) {
        messages = new Map()
        byTopic.set(message.topic, messages)
      }
      messages.set(message.id, message)
      count++
      heldBytes += bytes
      heldBy.set(message.publisher, (heldBy.get(message.publisher) ?? 0) + bytes)
      for (const listener of listeners) listener(message)
      return 'stored'
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
      heldBy.clear()
      heldBytes = 0
      count = 0
      listeners.length = 0
    },
  }
}
