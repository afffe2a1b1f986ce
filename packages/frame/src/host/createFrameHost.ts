import {
  FrameIframeNotSetError,
  FrameLoadError,
  FrameRequestAbortedError,
  FrameTimeoutError,
  InvalidFrameRequestError,
} from '../errors/frame.js'
import { parseFramePortEvent, parseFrameWindowEvent } from '../protocol/parseFrameEvent.js'
import { isSafeRpcMethod } from '../protocol/rpc.js'
import {
  appEventPrefix,
  appEventSchemas,
  type FrameErrorPayload,
  type FrameFundEvent,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  type FrameVisibilityReason,
  frameEventPrefix,
} from '../protocol/schemas.js'
import {
  frameReadyTimeout,
  frameRequestTimeout,
  frameZIndex,
  timedFrameRequests,
} from './constants.js'
import { createFrameUrl } from './createFrameUrl.js'
import { createRequestId } from './createRequestId.js'
import { resolveFrameUrl } from './resolveFrameUrl.js'
import { toFrameRequestError } from './toFrameRequestError.js'

export type CreateFrameHostParameters = {
  /** The project the frame serves; the frame checks this page's origin against its allowlist. */
  projectId: string
  /** The chain the frame starts on (spec: last used, else 1). */
  chainId?: string | number | undefined
  /** The frame site's address. Default: `AIRLOCK_FRAME_URL`, else the local stack's frame origin. */
  url?: string | undefined
  /** Sent to the frame in its address; default `'4'`. */
  version?: string | undefined
  /** Lets the frame log, and logs dropped events here. Default false. */
  enableLogger?: boolean | undefined
  rpcUrl?: string | undefined
  /** The document the iframe goes into. Default: the global `document`. */
  document?: Document | undefined
  /** How long a request waits for ready (ms). Default 20 s. */
  readyTimeout?: number | undefined
  /** How long the login requests wait for an answer (ms). Default 30 s (spec). */
  requestTimeout?: number | undefined
  /**
   * Show and hide the iframe when the frame asks (SET_VISIBLE): it covers the window and draws
   * its own backdrop. Default true; pass false to place it yourself with `show(rect)`.
   */
  autoShow?: boolean | undefined
}

export type FrameRequestOptions = {
  /** Aborting rejects the request with FrameRequestAbortedError. */
  signal?: AbortSignal | undefined
  /** Overrides the request's timeout (ms); 0 waits forever. */
  timeout?: number | undefined
}

/** Where to place the visible frame, in CSS pixels of the page's viewport. */
export type FrameRect = { top: number; left: number; width: number; height: number }

/**
 * The frame asks the page for funds (FUND): the visitor chose Buy on the approval of request `id`,
 * which lacks `amount` (whole units) of `symbol`, chain `chainId`'s native coin. The page opens
 * its Buy, then sends `FUNDING_ENDED` with `requestId: id`; the request stays pending meanwhile.
 */
export type FrameFundRequest = {
  id: string
  chainId: number
  symbol: string
  amount: string
}

export type FrameVisibilityEvent = {
  visible: boolean
  reason: FrameVisibilityReason | undefined
  /** The request this belongs to, when there is one. */
  id: string | undefined
}

/** The page's side of the wallet frame (from `createFrameHost`). */
export type FrameHost = {
  /** The iframe's address, with its query parameters. */
  readonly url: string
  /** The frame's exact origin; only messages from it are read. */
  readonly origin: string
  /** The iframe once `load` created it. */
  readonly iframe: HTMLIFrameElement | undefined
  /** Whether the frame announced ready and handed over its port. */
  readonly isReady: boolean
  /** Creates the hidden iframe (once) and resolves when the frame is ready. */
  load(): Promise<void>
  /**
   * Sends a request and resolves with the frame's success payload, after waiting for ready.
   * Rejects with FrameUserRejectedError (4001: the visitor's Reject), FrameUnsupportedMethodError
   * (4200), FrameRequestError (any other answer: its message and `rpcCode`),
   * FrameTimeoutError, FrameRequestAbortedError, FrameLoadError or InvalidFrameRequestError.
   */
  request<name extends FrameRequestName>(
    name: name,
    payload: FrameRequestPayload<name>,
    options?: FrameRequestOptions,
  ): Promise<FrameSuccessPayload<name>>
  /** Shows the frame over the page: at `rect`, or over the whole window. */
  show(rect?: FrameRect | undefined): void
  /** Hides the frame again. */
  hide(): void
  /** Whether the frame is shown. */
  readonly isVisible: boolean
  /** Calls `listener` when the frame asks to be shown or hidden. Returns the unsubscribe. */
  onVisibilityRequest(listener: (event: FrameVisibilityEvent) => void): () => void
  /** Calls `listener` when the frame asks the page for funds (FUND). Returns the unsubscribe. */
  onFundRequest(listener: (event: FrameFundRequest) => void): () => void
  /**
   * Rejects every open unsafe RPC request with 'Request was aborted' and tells the frame to drop
   * them (spec: safe methods are not aborted).
   */
  abortRpcRequests(): void
  /** Rejects every open request, removes the iframe and its listeners. */
  destroy(): void
}

type Pending = {
  name: FrameRequestName
  unsafeRpc: boolean
  /** Stops (false) or starts afresh (true) a timed request's clock. */
  clock?: ((running: boolean) => void) | undefined
  resolve: (payload: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Embeds the wallet frame: a hidden full-window iframe on the frame's own origin, and a private
 * `MessageChannel` to it. The frame checks this page's origin against the project's allowlist and
 * then hands over a port in READY; everything after that travels on the port, so no other window
 * can read or inject messages. Window messages are read only from the iframe's window and exact
 * origin, and every event is checked against its strict schema.
 *
 * @example
 * const frame = createFrameHost({ projectId: 'shop', url: 'https://wallet.shop.example/' })
 * const { action } = await frame.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 * await frame.request('CONNECT_OTP', { otp: '123456' })
 * const user = await frame.request('GET_USER', { chainId: 1 })
 */
export function createFrameHost(parameters: CreateFrameHostParameters): FrameHost {
  const url = createFrameUrl({ ...parameters, url: resolveFrameUrl(parameters) })
  const origin = url.origin
  const readyTimeout = parameters.readyTimeout ?? frameReadyTimeout
  const requestTimeout = parameters.requestTimeout ?? frameRequestTimeout
  const autoShow = parameters.autoShow ?? true
  const pending = new Map<string, Pending>()
  const visibilityListeners = new Set<(event: FrameVisibilityEvent) => void>()
  const fundListeners = new Set<(event: FrameFundRequest) => void>()

  let iframe: HTMLIFrameElement | undefined
  let port: MessagePort | undefined
  let visible = false
  let destroyed = false
  let loading: Promise<void> | undefined
  let settleLoad: { resolve: () => void; reject: (error: unknown) => void } | undefined

  const warn = (...data: unknown[]) => {
    if (parameters.enableLogger) console.warn('[airlock frame]', ...data)
  }

  function onWindowMessage(event: MessageEvent) {
    // Only the iframe's own window, on the frame's exact origin, may speak on the window channel.
    if (!iframe || event.source !== iframe.contentWindow || event.origin !== origin) return
    const message = parseFrameWindowEvent(event.data)
    if (!message) return warn('dropped an invalid frame event', event.data)
    if (message.type === `${frameEventPrefix}ORIGIN_NOT_ALLOWED`) {
      settleLoad?.reject(new FrameTimeoutError({ reason: 'unverified_domain' }))
      return
    }
    const transferred = event.ports[0]
    if (!transferred) return warn('READY came without a port')
    // A second READY means the frame reloaded: the new port replaces the old one.
    port?.close()
    port = transferred
    port.onmessage = onPortMessage
    port.start()
    settleLoad?.resolve()
  }

  function onPortMessage(event: MessageEvent) {
    const message = parseFramePortEvent(event.data)
    if (!message) return warn('dropped an invalid frame event', event.data)
    if (message.type === `${frameEventPrefix}SET_VISIBLE`) {
      const { visible: wanted, reason } = message.payload as {
        visible: boolean
        reason?: FrameVisibilityReason
      }
      if (autoShow) (wanted ? show : hide)()
      // While the frame shows itself (a passkey, a recovery prompt) the visitor has the floor: the
      // login requests' 30 s count only the frame's silence, and start afresh when it hides.
      for (const entry of pending.values()) entry.clock?.(!wanted)
      for (const listener of visibilityListeners)
        listener({ visible: wanted, reason, id: message.id })
      return
    }
    if (message.type === `${frameEventPrefix}FUND`) {
      const { id, payload } = message as FrameFundEvent
      for (const listener of fundListeners) listener({ id, ...payload })
      return
    }
    const id = message.id as string
    const entry = pending.get(id)
    // No listener acts on an unmatched answer.
    if (!entry || !message.type.startsWith(`${frameEventPrefix}${entry.name}_`)) return
    pending.delete(id)
    if (message.type.endsWith('_SUCCESS')) entry.resolve(message.payload)
    else
      entry.reject(
        toFrameRequestError(
          `${appEventPrefix}${entry.name}`,
          message.payload as FrameErrorPayload | undefined,
        ),
      )
  }

  function load(): Promise<void> {
    if (destroyed) return Promise.reject(new FrameIframeNotSetError())
    if (loading) return loading
    const document = parameters.document ?? globalThis.document
    const view = document.defaultView ?? globalThis.window
    loading = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new FrameTimeoutError({ reason: 'iframe_load_failed', timeout: readyTimeout }))
      }, readyTimeout)
      settleLoad = {
        resolve: () => {
          clearTimeout(timer)
          resolve()
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      }
    })
    // A failed load is not final: the next request tries again with a fresh iframe.
    loading.catch(() => {
      loading = undefined
      iframe?.remove()
      iframe = undefined
    })
    view.addEventListener('message', onWindowMessage)
    iframe = document.createElement('iframe')
    iframe.id = 'w3m-iframe'
    iframe.name = 'w3m-secure-iframe'
    iframe.title = 'Wallet'
    iframe.src = url.href
    // The frame reads this page's origin from the referrer, whatever the page's own policy is.
    iframe.referrerPolicy = 'origin'
    iframe.allow = `publickey-credentials-create ${origin}; publickey-credentials-get ${origin}; clipboard-write ${origin}`
    Object.assign(iframe.style, {
      position: 'fixed',
      inset: '0px',
      width: '100%',
      height: '100%',
      zIndex: String(frameZIndex),
      display: 'none',
      border: 'none',
      background: 'transparent',
      colorScheme: 'normal',
      // The frame enables Approve only while the browser sees it unaltered (F3): a page-wide rule
      // such as `iframe { opacity: .9 }` must not disable it.
      opacity: '1',
      transform: 'none',
      filter: 'none',
    })
    iframe.addEventListener('error', (cause) => {
      settleLoad?.reject(new FrameLoadError({ url: url.href, cause }))
    })
    document.body.appendChild(iframe)
    return loading
  }

  async function request<name extends FrameRequestName>(
    name: name,
    payload: FrameRequestPayload<name>,
    options: FrameRequestOptions = {},
  ): Promise<FrameSuccessPayload<name>> {
    const id = createRequestId()
    const event = { id, type: `${appEventPrefix}${name}`, payload }
    const checked = appEventSchemas[name].safeParse(event)
    if (!checked.success)
      throw new InvalidFrameRequestError({ requestType: event.type, cause: checked.error })
    await load()
    if (options.signal?.aborted)
      throw new FrameRequestAbortedError({ requestType: event.type, cause: options.signal.reason })
    if (!port) throw new FrameIframeNotSetError()
    const timeout = options.timeout ?? (timedFrameRequests.includes(name) ? requestTimeout : 0)
    const unsafeRpc =
      name === 'RPC_REQUEST' && !isSafeRpcMethod((payload as { method: string }).method)
    return new Promise<FrameSuccessPayload<name>>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let settled = false
      const onAbort = () =>
        settle(() =>
          reject(
            new FrameRequestAbortedError({
              requestType: event.type,
              cause: options.signal?.reason,
            }),
          ),
        )
      const settle = (finish: () => void) => {
        if (settled) return
        settled = true
        pending.delete(id)
        clearTimeout(timer)
        options.signal?.removeEventListener('abort', onAbort)
        finish()
      }
      const clock = (running: boolean) => {
        clearTimeout(timer)
        if (running)
          timer = setTimeout(
            () =>
              settle(() =>
                reject(
                  new FrameTimeoutError({
                    reason: 'iframe_request_timeout',
                    requestType: event.type,
                    timeout,
                  }),
                ),
              ),
            timeout,
          )
      }
      pending.set(id, {
        name,
        unsafeRpc,
        clock: timeout > 0 ? clock : undefined,
        resolve: (value) => settle(() => resolve(value as FrameSuccessPayload<name>)),
        reject: (error) => settle(() => reject(error)),
      })
      if (timeout > 0) clock(true)
      options.signal?.addEventListener('abort', onAbort, { once: true })
      port!.postMessage(checked.data)
    })
  }

  function show(rect?: FrameRect) {
    if (!iframe) return
    const place = rect
      ? {
          inset: 'auto',
          top: `${rect.top}px`,
          left: `${rect.left}px`,
          width: `${rect.width}px`,
          height: `${rect.height}px`,
        }
      : { inset: '0px', top: '0px', left: '0px', width: '100%', height: '100%' }
    Object.assign(iframe.style, place, { display: 'block' })
    visible = true
  }

  function hide() {
    if (iframe) iframe.style.display = 'none'
    visible = false
  }

  function abortRpcRequests() {
    for (const [id, entry] of pending) {
      if (!entry.unsafeRpc) continue
      entry.reject(new FrameRequestAbortedError({ requestType: `${appEventPrefix}RPC_REQUEST` }))
      pending.delete(id)
      port?.postMessage({
        id: createRequestId(),
        type: `${appEventPrefix}RPC_ABORT`,
        payload: undefined,
      })
    }
  }

  function destroy() {
    destroyed = true
    for (const entry of pending.values())
      entry.reject(new FrameRequestAbortedError({ requestType: `${appEventPrefix}${entry.name}` }))
    pending.clear()
    settleLoad?.reject(new FrameIframeNotSetError())
    port?.close()
    port = undefined
    const view = (parameters.document ?? globalThis.document)?.defaultView ?? globalThis.window
    view?.removeEventListener('message', onWindowMessage)
    iframe?.remove()
    iframe = undefined
    visibilityListeners.clear()
    fundListeners.clear()
  }

  return {
    url: url.href,
    origin,
    get iframe() {
      return iframe
    },
    get isReady() {
      return port !== undefined
    },
    get isVisible() {
      return visible
    },
    load,
    request,
    show,
    hide,
    onVisibilityRequest(listener) {
      visibilityListeners.add(listener)
      return () => visibilityListeners.delete(listener)
    },
    onFundRequest(listener) {
      fundListeners.add(listener)
      return () => fundListeners.delete(listener)
    },
    abortRpcRequests,
    destroy,
  }
}
