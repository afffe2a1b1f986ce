import type { DeviceShareStore } from '../custody/types.js'
import { FrameParentNotSetError } from '../errors/frame.js'
import { defaultFrameVersion } from '../host/constants.js'
import { parseAppEvent } from '../protocol/parseFrameEvent.js'
import {
  appEventPrefix,
  frameErrorCodes,
  frameEventPrefix,
  frameRequestDefinitions,
} from '../protocol/schemas.js'
import type { FrameUi } from './createDomUi.js'
import { createRequestHandler } from './createRequestHandler.js'
import type { FrameSessionStore } from './createSessionStore.js'
import type { FrameSiteBackend } from './siteBackend.js'

/** The parts of the frame's window the site uses (injectable for tests). */
export type FrameSiteWindow = {
  readonly parent: {
    postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void
  } | null
  readonly location: {
    readonly search: string
    readonly ancestorOrigins?: ArrayLike<string> | undefined
    reload(): void
  }
  readonly document: { readonly referrer: string }
}

export type StartFrameSiteParameters = {
  window: FrameSiteWindow
  backend: FrameSiteBackend
  sessions: FrameSessionStore
  shares: DeviceShareStore
  ui: FrameUi
  /** Sent in READY. Default `'4'`. */
  version?: string | undefined
}

export type StartFrameSiteReturnType =
  | { status: 'ready'; embedderOrigin: string; close(): void }
  | { status: 'refused'; embedderOrigin: string | undefined }

/** The origin of the page embedding the frame: the browser's ancestor list, else the referrer. */
function readEmbedderOrigin(window: FrameSiteWindow): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return new URL(window.document.referrer).origin
  } catch {
    return undefined
  }
}

/** Waits before each further allowlist check, when the server did not answer. */
const originCheckDelays = [300, 1000]

/**
 * Whether the server allows `origin`. A server that cannot tell (down, unreachable) is no
 * refusal: the check is tried again, and a failure that lasts rejects, so the page is never told
 * its origin is refused when it is not (it waits for READY, then times out as a load failure).
 */
async function isOriginAllowed(backend: FrameSiteBackend, origin: string): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await backend.isOriginAllowed(origin)
    } catch (error) {
      const delay = originCheckDelays[attempt]
      if (delay === undefined) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

/**
 * Runs the frame site: checks the embedding page's origin against the project's allowlist, then
 * hands that page (and only it: the message targets its exact origin) a private MessagePort in
 * READY and answers its requests there. The site listens to no window messages at all, so no
 * other window or origin can talk to it. A refused origin gets ORIGIN_NOT_ALLOWED and nothing else;
 * when the server cannot say (after retries) the site rejects and the page gets nothing.
 */
export async function startFrameSite(
  parameters: StartFrameSiteParameters,
): Promise<StartFrameSiteReturnType> {
  const { window } = parameters
  const parent = window.parent
  if (!parent || (parent as unknown) === window) throw new FrameParentNotSetError()
  const query = new URLSearchParams(window.location.search)
  const embedderOrigin = readEmbedderOrigin(window)
  const allowed =
    embedderOrigin !== undefined &&
    embedderOrigin !== 'null' &&
    (await isOriginAllowed(parameters.backend, embedderOrigin))
  if (!embedderOrigin || !allowed) {
    if (embedderOrigin && embedderOrigin !== 'null')
      parent.postMessage({ type: `${frameEventPrefix}ORIGIN_NOT_ALLOWED` }, embedderOrigin)
    return { status: 'refused', embedderOrigin }
  }

  const channel = new MessageChannel()
  const port = channel.port1
  const handle = createRequestHandler({
    embedderOrigin,
    chainId: Number(query.get('chainId') ?? 1) || 1,
    rpcUrl: query.get('rpcUrl') ?? undefined,
    backend: parameters.backend,
    sessions: parameters.sessions,
    shares: parameters.shares,
    ui: parameters.ui,
    setVisible: (visible, reason, id) =>
      port.postMessage({
        ...(id ? { id } : {}),
        type: `${frameEventPrefix}SET_VISIBLE`,
        payload: { visible, reason },
      }),
    requestFunds: (id, payload) =>
      port.postMessage({ id, type: `${frameEventPrefix}FUND`, payload }),
    reload: () => window.location.reload(),
  })
  port.onmessage = async (message: MessageEvent) => {
    const event = parseAppEvent(message.data)
    if (event) {
      port.postMessage(await handle(event))
      return
    }
    // An invalid request with a usable id and a known type is refused; anything else is dropped.
    const data = message.data as { id?: unknown; type?: unknown } | null
    const name = typeof data?.type === 'string' ? data.type.slice(appEventPrefix.length) : ''
    if (
      typeof data?.id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(data.id) &&
      Object.hasOwn(frameRequestDefinitions, name)
    )
      port.postMessage({
        id: data.id,
        type: `${frameEventPrefix}${name}_ERROR`,
        payload: { code: frameErrorCodes.invalidParams, message: 'Invalid input' },
      })
  }
  port.start()
  parent.postMessage(
    {
      type: `${frameEventPrefix}READY`,
      payload: { version: parameters.version ?? defaultFrameVersion },
    },
    embedderOrigin,
    [channel.port2],
  )
  return { status: 'ready', embedderOrigin, close: () => port.close() }
}
