import { bytesToHex, randomBytes } from '@noble/hashes/utils'
import { WebSocket } from 'isows'
import { WalletConnectMessageError, WalletConnectRelayError } from '../../errors/walletConnect.js'
import { createRelayAuthToken } from './createRelayAuthToken.js'
import { relayResponseSchema, relaySubscriptionSchema } from './relayFrames.js'

export type CreateRelayConnectionParameters = {
  relayUrl: string
  projectId: string
  /** The client's ed25519 seed: its did:key is the client id the relay knows it by. */
  seed: Uint8Array
  /** A message pushed on a subscribed topic (already acknowledged to the relay). */
  onMessage: (topic: string, message: string) => void
  /** Frames that are not the relay's JSON-RPC, and failed reconnections. */
  onError: (error: Error) => void
  /** How long a call waits for the relay's answer, across reconnections. Default: 30 s. */
  requestTimeoutMs?: number | undefined
}

export type RelayConnection = {
  subscribe: (topic: string) => Promise<void>
  unsubscribe: (topic: string) => Promise<void>
  publish: (
    topic: string,
    message: string,
    options: { ttl: number; tag: number; prompt?: boolean | undefined },
  ) => Promise<void>
  /** Closes the socket and stops reconnecting; calls still waiting reject. */
  close: () => void
}

type Call = {
  frame: string
  /** Sent on the current socket (a socket that closes makes every call unsent again). */
  sent: boolean
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

/**
 * The relay side of WalletConnect: JSON-RPC over one WebSocket (`irn_subscribe`, `irn_publish`,
 * `irn_unsubscribe`), pushes acknowledged, and a socket that reopens by itself (with a backoff)
 * and subscribes again to every topic while any is subscribed. Opens on the first call.
 *
 * @example const relay = createRelayConnection({ relayUrl, projectId, seed, onMessage, onError })
 */
export function createRelayConnection(
  parameters: CreateRelayConnectionParameters,
): RelayConnection {
  const topics = new Set<string>()
  const calls = new Map<number, Call>()
  const timeoutMs = parameters.requestTimeoutMs ?? 30_000
  let nextId = Date.now() * 1000
  let socket: WebSocket | undefined
  let opening: Promise<WebSocket> | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let attempts = 0
  let closed = false
  let reopened = false
  /** Gives up the open socket (a call went unanswered on it) and reconnects. */
  let dropStalled: (() => void) | undefined

  const flush = (open: WebSocket) => {
    for (const pending of calls.values()) {
      if (pending.sent) continue
      pending.sent = true
      open.send(pending.frame)
    }
  }

  const socketUrl = () => {
    const { token } = createRelayAuthToken({ seed: parameters.seed, relayUrl: parameters.relayUrl })
    const url = new URL(parameters.relayUrl)
    url.searchParams.set('auth', token)
    url.searchParams.set('projectId', parameters.projectId)
    url.searchParams.set('ua', 'wc-2/js-airlock/browser')
    url.searchParams.set('useOnCloseEvent', 'true')
    return url.toString()
  }

  const open = (): Promise<WebSocket> => {
    if (closed) return Promise.reject(closedError())
    if (socket && socket.readyState === WebSocket.OPEN) return Promise.resolve(socket)
    opening ??= new Promise<WebSocket>((resolve, reject) => {
      const next = new WebSocket(socketUrl())
      let settled = false
      let lost = false
      // Closed, or given up as stalled: calls go again on the next socket, topics too.
      const onLost = () => {
        if (lost) return
        lost = true
        if (socket === next) socket = undefined
        for (const pending of calls.values()) pending.sent = false
        if (!closed && (topics.size > 0 || calls.size > 0)) scheduleReconnect()
      }
      next.onopen = () => {
        settled = true
        attempts = 0
        socket = next
        opening = undefined
        dropStalled = () => {
          // A socket whose peer vanished without a close (sleep, network change) stays OPEN.
          onLost()
          next.close()
        }
        resolve(next)
        // After a drop: every topic again, then the calls that were waiting.
        if (reopened && topics.size > 0) {
          void call('irn_batchSubscribe', { topics: [...topics] }).catch(parameters.onError)
        }
        reopened = true
        flush(next)
      }
      next.onmessage = (event: { data: unknown }) => {
        if (!lost) onFrame(next, String(event.data))
      }
      next.onerror = () => {}
      next.onclose = () => {
        if (!settled) {
          opening = undefined
          reject(
            new WalletConnectRelayError({
              details: `The relay at ${parameters.relayUrl} refused or dropped the connection.`,
            }),
          )
        }
        onLost()
      }
    })
    return opening
  }

  const scheduleReconnect = () => {
    if (reconnectTimer || closed) return
    const delay = Math.min(10_000, 250 * 2 ** attempts++)
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      open().catch((error: Error) => {
        parameters.onError(error)
        scheduleReconnect()
      })
    }, delay)
  }

  const onFrame = (from: WebSocket, text: string) => {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      parameters.onError(
        new WalletConnectMessageError({
          details: 'The relay sent a frame that is not JSON.',
          cause: error,
        }),
      )
      return
    }
    const push = relaySubscriptionSchema.safeParse(value)
    if (push.success) {
      // Ids of pushes may exceed 2^53: the acknowledgement repeats the digits as they came.
      const rawId = /"id"\s*:\s*(\d+)/.exec(text)?.[1]
      if (rawId) from.send(`{"id":${rawId},"jsonrpc":"2.0","result":true}`)
      parameters.onMessage(push.data.params.data.topic, push.data.params.data.message)
      return
    }
    const response = relayResponseSchema.safeParse(value)
    if (response.success) {
      const pending = calls.get(response.data.id)
      if (!pending) return
      calls.delete(response.data.id)
      clearTimeout(pending.timer)
      if (response.data.error) {
        pending.reject(
          new WalletConnectRelayError({
            details: `The relay answered with error ${response.data.error.code}: ${response.data.error.message}`,
          }),
        )
      } else pending.resolve(response.data.result)
      return
    }
    parameters.onError(
      new WalletConnectMessageError({ details: 'The relay sent a frame of no known shape.' }),
    )
  }

  const call = async (method: string, params: unknown): Promise<unknown> => {
    const id = nextId++
    const frame = JSON.stringify({ id, jsonrpc: '2.0', method, params })
    const result = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        const unanswered = calls.get(id)?.sent && socket !== undefined
        calls.delete(id)
        if (unanswered) dropStalled?.()
        reject(
          new WalletConnectRelayError({ details: `The relay did not answer ${method} in time.` }),
        )
      }, timeoutMs)
      calls.set(id, { frame, sent: false, resolve, reject, timer })
    })
    // Handled here too: a rejection while the socket opens must not go unhandled meanwhile.
    result.catch(() => {})
    try {
      flush(await open())
    } catch (error) {
      const pending = calls.get(id)
      if (pending) {
        calls.delete(id)
        clearTimeout(pending.timer)
      }
      throw error
    }
    return result
  }

  return {
    async subscribe(topic) {
      topics.add(topic)
      await call('irn_subscribe', { topic })
    },
    async unsubscribe(topic) {
      if (!topics.delete(topic)) return
      if (!socket) return
      await call('irn_unsubscribe', { topic }).catch(() => {})
    },
    async publish(topic, message, options) {
      await call('irn_publish', {
        topic,
        message,
        ttl: options.ttl,
        tag: options.tag,
        ...(options.prompt ? { prompt: true } : {}),
      })
    },
    close() {
      closed = true
      clearTimeout(reconnectTimer)
      for (const pending of calls.values()) {
        clearTimeout(pending.timer)
        pending.reject(closedError())
      }
      calls.clear()
      topics.clear()
      socket?.close(1000)
      socket = undefined
    },
  }
}

function closedError() {
  return new WalletConnectRelayError({ details: 'The WalletConnect client was closed.' })
}

/** A random 32-byte seed, hex. */
export function createRelaySeed(): string {
  return bytesToHex(randomBytes(32))
}
