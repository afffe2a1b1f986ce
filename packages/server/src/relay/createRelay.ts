import { createHash } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { type WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { readClientId } from './readClientId.js'
import {
  formatResponse,
  isRelayMethod,
  type MethodParams,
  parseFrame,
  parseParams,
  type RelayMessage,
  type RelayMethod,
  type RpcError,
  type RpcId,
  rpcErrors,
} from './relayMessages.js'
import type { RelayQuota, RelayStore } from './relayStore.js'

export type RelayOptions = {
  /** Where the WebSocket upgrade is accepted. Default: `/relay`. */
  path?: string | undefined
  /** Largest `message` a publish may carry, in bytes. Default: 128 KiB. */
  maxMessageBytes?: number | undefined
  /** Largest frame a socket may send; a bigger one closes the socket (1009). Default: 1 MiB. */
  maxFrameBytes?: number | undefined
  /** Requests per socket: a bucket of `burst` refilled at `perSecond`. `false` turns it off. */
  rateLimit?: { perSecond: number; burst: number } | false | undefined
  /** How often each socket is pinged; clients drop a socket silent for 35 s. Default: 15 s. */
  pingIntervalMs?: number | undefined
  /**
   * Accept sockets without a valid `auth` JWT (their client id is then random). Default: false,
   * as WalletConnect's relay does.
   */
  allowAnonymous?: boolean | undefined
  /** Sockets one client address may hold open; more are refused (429). Default: 50. */
  maxConnectionsPerIp?: number | undefined
  /**
   * Bytes of held messages one client may have published (until they expire); a publish past it
   * is answered 'Storage quota exceeded'. Default: 2 MiB.
   */
  maxClientBytes?: number | undefined
  /** Bytes of held messages in all, per store (shared by the instances on one Redis). Default: 64 MiB. */
  maxTotalBytes?: number | undefined
  /** Longest a message is held, in seconds; a longer TTL is shortened to it. Default: one day. */
  maxTtlSeconds?: number | undefined
  /**
   * Unsent bytes a socket may have queued (a client that stopped reading); past it the socket
   * is dropped, and its client gets the held messages again when it comes back. Default: 4 MiB.
   */
  maxBufferedBytes?: number | undefined
}

/** What the relay asks of the server around it. */
export type RelayAccess = {
  /** Whether `projectId` is a project of this server: sockets for any other are refused. */
  isKnownProject: (projectId: string) => boolean
  /**
   * The server's public URL (`AIRLOCK_PUBLIC_URL`): a token whose `aud` names its host is for
   * this relay, besides one naming the host the socket was opened on.
   */
  publicUrl?: string | undefined
  /**
   * The client's address for the per-address socket limit, as the server's trusted proxies
   * report it (`X-Forwarded-For`). Default: the socket's address.
   */
  clientAddress?: ((request: IncomingMessage) => string) | undefined
}

export type Relay = {
  /** Sockets open now. */
  readonly connections: number
  /** Closes every socket (1001) and stops taking new ones. */
  close: () => Promise<void>
}

type Connection = {
  socket: WebSocket
  clientId: string
  /** Subscribed topics, each with its subscription id. */
  topics: Map<string, string>
  /** Pushes awaiting acknowledgement, by push id. */
  unacked: Map<number, RelayMessage>
  /** Message ids pushed on this socket, so that a race between subscribe and publish sends one. */
  pushed: Set<string>
  tokens: number
  refilledAt: number
  alive: boolean
}

/** Tags WalletConnect clients give the three messages of the relay-assisted session methods. */
const sessionTags = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const

/** The relay's limits, checked when it starts. */
const relayLimitsSchema = z.looseObject({
  maxMessageBytes: z.number().int().positive().optional(),
  maxFrameBytes: z.number().int().positive().optional(),
  maxConnectionsPerIp: z.number().int().positive().optional(),
  maxClientBytes: z.number().int().positive().optional(),
  maxTotalBytes: z.number().int().positive().optional(),
  maxTtlSeconds: z.number().int().positive().optional(),
  maxBufferedBytes: z.number().int().positive().optional(),
})

/**
 * A WalletConnect-compatible relay on the HTTP server's `upgrade` event: JSON-RPC over WebSocket,
 * `irn_*` publish/subscribe with messages held for their TTL, and the session methods
 * `wc_proposeSession` and `wc_approveSession`. For local work and tests; production dapps use
 * WalletConnect's relay. Sockets must name a known project and carry a day-long token made for
 * this relay; each address, client and the relay as a whole are held to their limits.
 */
export function attachRelay(
  server: Server,
  store: RelayStore,
  options: RelayOptions,
  log: FastifyBaseLogger,
  access: RelayAccess,
): Relay {
  relayLimitsSchema.parse(options)
  const path = options.path ?? '/relay'
  const maxMessageBytes = options.maxMessageBytes ?? 128 * 1024
  const rateLimit = options.rateLimit ?? { perSecond: 100, burst: 400 }
  const maxConnectionsPerIp = options.maxConnectionsPerIp ?? 50
  const quota: RelayQuota = {
    maxClientBytes: options.maxClientBytes ?? 2 * 1024 * 1024,
    maxTotalBytes: options.maxTotalBytes ?? 64 * 1024 * 1024,
  }
  const maxTtlSeconds = options.maxTtlSeconds ?? 86_400
  const maxBufferedBytes = options.maxBufferedBytes ?? 4 * 1024 * 1024
  /** Open (and opening) sockets by client address. */
  const connectionsByIp = new Map<string, number>()
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxFrameBytes ?? 1024 * 1024,
    clientTracking: true,
  })
  const subscribers = new Map<string, Set<Connection>>()
  const serialized = new WeakMap<RelayMessage, string>()
  let nextPushId = Date.now() * 1000
  let closed = false

  store.onMessage((message) => {
    for (const connection of subscribers.get(message.topic) ?? []) push(connection, message)
  })

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://relay.local')
    if (url.pathname !== path && url.pathname !== `${path}/`) {
      // Nobody else takes upgrades here: refuse rather than leave the socket hanging.
      if (server.listenerCount('upgrade') === 1) socket.destroy()
      return
    }
    if (closed) {
      socket.destroy()
      return
    }
    // WalletConnect's relay refuses a socket without a project id: so does this one (strict, so
    // that tests catch a client that would fail there), unless anonymous sockets are allowed.
    // The project must be one of this server's, and the token made for this relay.
    const projectId = url.searchParams.get('projectId')
    const clientId =
      (projectId && access.isKnownProject(projectId)
        ? readClientId(url.searchParams.get('auth'), {
            isAudience: (aud) => isAudience(aud, request.headers.host),
          })
        : undefined) ?? (options.allowAnonymous ? `anonymous:${crypto.randomUUID()}` : undefined)
    if (!clientId) {
      refuse(socket, '401 Unauthorized')
      return
    }
    // Behind a trusted proxy the client, not the proxy: else one count for everybody.
    const ip = access.clientAddress?.(request) ?? request.socket.remoteAddress ?? 'unknown'
    const open = connectionsByIp.get(ip) ?? 0
    if (open >= maxConnectionsPerIp) {
      refuse(socket, '429 Too Many Requests')
      return
    }
    connectionsByIp.set(ip, open + 1)
    socket.once('close', () => {
      const left = (connectionsByIp.get(ip) ?? 1) - 1
      if (left > 0) connectionsByIp.set(ip, left)
      else connectionsByIp.delete(ip)
    })
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, clientId))
  }

  /** Hosts a token's `aud` may name: the one the socket was opened on, and the public URL's. */
  function isAudience(aud: string, requestHost: string | undefined): boolean {
    if (!URL.canParse(aud)) return false
    const audience = new URL(aud)
    if (audience.protocol !== 'ws:' && audience.protocol !== 'wss:') return false
    const hostAs = (host: string) =>
      URL.canParse(`${audience.protocol}//${host}`)
        ? new URL(`${audience.protocol}//${host}`).host
        : undefined
    const hosts = [
      requestHost ? hostAs(requestHost) : undefined,
      access.publicUrl && URL.canParse(access.publicUrl)
        ? hostAs(new URL(access.publicUrl).host)
        : undefined,
    ]
    return hosts.includes(audience.host)
  }
  server.on('upgrade', onUpgrade)

  const pingTimer = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, options.pingIntervalMs ?? 15_000)
  pingTimer.unref()

  const connections = new Set<Connection>()

  function accept(socket: WebSocket, clientId: string) {
    const connection: Connection = {
      socket,
      clientId,
      topics: new Map(),
      unacked: new Map(),
      pushed: new Set(),
      tokens: rateLimit ? rateLimit.burst : 0,
      refilledAt: Date.now(),
      alive: true,
    }
    connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data, isBinary) => {
      connection.alive = true
      const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString()
      void onFrame(connection, text).catch((error: unknown) => {
        log.error({ err: error }, 'relay frame failed')
      })
    })
    socket.on('close', () => {
      connections.delete(connection)
      for (const topic of [...connection.topics.keys()]) unsubscribe(connection, topic)
    })
    socket.on('error', (error) => log.debug({ err: error }, 'relay socket error'))
  }

  async function onFrame(connection: Connection, text: string) {
    const frame = parseFrame(text)
    if (frame.kind === 'response') {
      const message = connection.unacked.get(Number(frame.id))
      if (!message) return
      connection.unacked.delete(Number(frame.id))
      if (frame.ok) await store.markDelivered(connection.clientId, message)
      return
    }
    if (frame.kind === 'invalid') {
      send(connection, formatResponse(frame.id, { error: frame.error }))
      return
    }
    if (!takeToken(connection)) {
      send(connection, formatResponse(frame.id, { error: rpcErrors.rateLimited }))
      return
    }
    if (!isRelayMethod(frame.method)) {
      send(
        connection,
        formatResponse(frame.id, {
          error: { ...rpcErrors.methodNotFound, data: frame.method },
        }),
      )
      return
    }
    const params = parseParams(frame.method, frame.params)
    if (!params.success) {
      send(connection, formatResponse(frame.id, { error: params.error }))
      return
    }
    let outcome: { result: unknown; after?: () => Promise<void> } | { error: RpcError }
    try {
      outcome = await handle(connection, frame.method, params.data)
    } catch (error) {
      log.error({ err: error, method: frame.method }, 'relay request failed')
      outcome = { error: rpcErrors.internal }
    }
    if ('error' in outcome) {
      send(connection, formatResponse(frame.id, { error: outcome.error }))
      return
    }
    send(connection, formatResponse(frame.id as RpcId, { result: outcome.result }))
    await outcome.after?.()
  }

  async function handle<method extends RelayMethod>(
    connection: Connection,
    method: method,
    rawParams: MethodParams<method>,
  ): Promise<{ result: unknown; after?: () => Promise<void> } | { error: RpcError }> {
    switch (method) {
      case 'irn_publish': {
        const params = rawParams as MethodParams<'irn_publish'>
        const tooLarge = checkSize(params.message)
        if (tooLarge) return { error: tooLarge }
        const refused = await publish(
          connection,
          params.topic,
          params.message,
          params.ttl,
          params.tag,
          params.attestation,
        )
        return refused ? { error: refused } : { result: true }
      }
      case 'irn_batchPublish': {
        const params = rawParams as MethodParams<'irn_batchPublish'>
        for (const message of params.messages) {
          const tooLarge = checkSize(message.message)
          if (tooLarge) return { error: tooLarge }
        }
        for (const message of params.messages) {
          const refused = await publish(
            connection,
            message.topic,
            message.message,
            message.ttl,
            message.tag,
            message.attestation,
          )
          if (refused) return { error: refused }
        }
        return { result: true }
      }
      case 'irn_subscribe': {
        const params = rawParams as MethodParams<'irn_subscribe'>
        subscribe(connection, params.topic)
        return {
          result: subscriptionId(params.topic, connection.clientId),
          after: () => pushStored(connection, [params.topic]),
        }
      }
      case 'irn_batchSubscribe': {
        const params = rawParams as MethodParams<'irn_batchSubscribe'>
        for (const topic of params.topics) subscribe(connection, topic)
        return {
          result: params.topics.map((topic) => subscriptionId(topic, connection.clientId)),
          after: () => pushStored(connection, params.topics),
        }
      }
      case 'irn_unsubscribe': {
        const params = rawParams as MethodParams<'irn_unsubscribe'>
        unsubscribe(connection, params.topic)
        return { result: true }
      }
      case 'irn_batchUnsubscribe': {
        const params = rawParams as MethodParams<'irn_batchUnsubscribe'>
        for (const { topic } of params.subscriptions) unsubscribe(connection, topic)
        return { result: true }
      }
      case 'irn_fetchMessages': {
        const params = rawParams as MethodParams<'irn_fetchMessages'>
        return { result: { messages: await pending(connection, [params.topic]), hasMore: false } }
      }
      case 'irn_batchFetchMessages': {
        const params = rawParams as MethodParams<'irn_batchFetchMessages'>
        return { result: { messages: await pending(connection, params.topics), hasMore: false } }
      }
      case 'wc_proposeSession': {
        // The dapp does not subscribe to the pairing topic for the answer: the relay does it.
        const params = rawParams as MethodParams<'wc_proposeSession'>
        const tooLarge = checkSize(params.sessionProposal)
        if (tooLarge) return { error: tooLarge }
        subscribe(connection, params.pairingTopic)
        const refused = await publish(
          connection,
          params.pairingTopic,
          params.sessionProposal,
          params.ttl,
          sessionTags.proposal,
          params.attestation,
        )
        return refused ? { error: refused } : { result: true }
      }
      case 'wc_approveSession': {
        // The wallet does not subscribe to the new session topic: the relay does it.
        const params = rawParams as MethodParams<'wc_approveSession'>
        const tooLarge =
          checkSize(params.sessionProposalResponse) ?? checkSize(params.sessionSettlementRequest)
        if (tooLarge) return { error: tooLarge }
        subscribe(connection, params.sessionTopic)
        const refused =
          (await publish(
            connection,
            params.pairingTopic,
            params.sessionProposalResponse,
            params.ttl,
            sessionTags.proposalResponse,
            undefined,
          )) ??
          (await publish(
            connection,
            params.sessionTopic,
            params.sessionSettlementRequest,
            params.ttl,
            sessionTags.settlement,
            undefined,
          ))
        return refused ? { error: refused } : { result: true }
      }
    }
    return { error: rpcErrors.methodNotFound }
  }

  function checkSize(message: string): RpcError | undefined {
    const size = Buffer.byteLength(message)
    if (size <= maxMessageBytes) return undefined
    return { ...rpcErrors.messageTooLarge, data: { size, limit: maxMessageBytes } }
  }

  /** Holds a message for its TTL (at most `maxTtlSeconds`); the quota error when it may not. */
  async function publish(
    connection: Connection,
    topic: string,
    message: string,
    ttlSeconds: number,
    tag: number | undefined,
    attestation: string | null | undefined,
  ): Promise<RpcError | undefined> {
    const publishedAt = Date.now()
    const outcome = await store.add(
      {
        id: createHash('sha256').update(topic).update('\n').update(message).digest('hex'),
        topic,
        message,
        tag: tag ?? 0,
        attestation: attestation ?? undefined,
        publishedAt,
        expiresAt: publishedAt + Math.min(ttlSeconds, maxTtlSeconds) * 1000,
        publisher: connection.clientId,
      },
      quota,
    )
    if (outcome === 'client-quota') {
      return { ...rpcErrors.quotaExceeded, data: { scope: 'client', limit: quota.maxClientBytes } }
    }
    if (outcome === 'total-quota') {
      return { ...rpcErrors.quotaExceeded, data: { scope: 'relay', limit: quota.maxTotalBytes } }
    }
    return undefined
  }

  function subscribe(connection: Connection, topic: string) {
    if (!connection.topics.has(topic)) {
      connection.topics.set(topic, subscriptionId(topic, connection.clientId))
    }
    let set = subscribers.get(topic)
    if (!set) {
      set = new Set()
      subscribers.set(topic, set)
    }
    set.add(connection)
  }

  function unsubscribe(connection: Connection, topic: string) {
    connection.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  /** Unexpired messages on the topics this client neither published nor acknowledged. */
  async function pending(connection: Connection, topics: readonly string[]) {
    const messages = (await store.list(topics)).filter(
      (message) => message.publisher !== connection.clientId,
    )
    const done = await store.delivered(
      connection.clientId,
      messages.map((message) => message.id),
    )
    return messages.filter((message) => !done.has(message.id)).map(toSubscriptionData)
  }

  async function pushStored(connection: Connection, topics: readonly string[]) {
    const messages = (await store.list(topics)).filter(
      (message) => message.publisher !== connection.clientId,
    )
    if (messages.length === 0) return
    const done = await store.delivered(
      connection.clientId,
      messages.map((message) => message.id),
    )
    for (const message of messages) if (!done.has(message.id)) push(connection, message)
  }

  function push(connection: Connection, message: RelayMessage) {
    if (message.publisher === connection.clientId) return
    if (message.expiresAt <= Date.now()) return
    const subscription = connection.topics.get(message.topic)
    if (!subscription || connection.pushed.has(message.id)) return
    connection.pushed.add(message.id)
    if (connection.pushed.size > 10_000) connection.pushed.clear()
    const id = nextPushId++
    connection.unacked.set(id, message)
    // The message part is serialised once, however many sockets it goes to.
    let data = serialized.get(message)
    if (data === undefined) {
      data = JSON.stringify(toSubscriptionData(message))
      serialized.set(message, data)
    }
    send(
      connection,
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscription}","data":${data}}}`,
    )
  }

  function send(connection: Connection, text: string) {
    const { socket } = connection
    if (socket.readyState !== socket.OPEN) return
    // A client that stopped reading would otherwise grow this process without bound.
    if (socket.bufferedAmount > maxBufferedBytes) {
      log.debug({ clientId: connection.clientId }, 'relay socket dropped: not reading')
      socket.terminate()
      return
    }
    socket.send(text)
  }

  function takeToken(connection: Connection): boolean {
    if (!rateLimit) return true
    const now = Date.now()
    connection.tokens = Math.min(
      rateLimit.burst,
      connection.tokens + ((now - connection.refilledAt) / 1000) * rateLimit.perSecond,
    )
    connection.refilledAt = now
    if (connection.tokens < 1) return false
    connection.tokens -= 1
    return true
  }

  return {
    get connections() {
      return connections.size
    },
    async close() {
      if (closed) return
      closed = true
      clearInterval(pingTimer)
      server.off('upgrade', onUpgrade)
      for (const connection of connections) connection.socket.close(1001, 'Server shutting down')
      const deadline = Date.now() + 1000
      while (connections.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      for (const connection of connections) connection.socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}

/** Answers an upgrade request with an HTTP status and closes the socket. */
function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/** `sha256(topic + clientId)`, hex: the subscription id WalletConnect clients compute too. */
function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

function toSubscriptionData(message: RelayMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation ? { attestation: message.attestation } : {}),
  }
}
