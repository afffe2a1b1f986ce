import { UnsupportedRequestError } from '../errors/frame.js'
import {
  type AppEvent,
  appEventPrefix,
  type FramePortEvent,
  type FrameRequestName,
  frameEventPrefix,
} from '../protocol/schemas.js'
import type {
  FrameHandlerContext,
  FrameRequestContext,
  FrameRequestHandler,
} from './requestHandlers/context.js'
import { frameRequestHandlers } from './requestHandlers/table.js'
import { toErrorPayload } from './requestHandlers/toErrorPayload.js'

export type { FrameRequestContext } from './requestHandlers/context.js'

/**
 * The frame's answers to the app's requests: logs in through the backend, keeps the session in
 * frame storage, makes or restores the wallet (asking the visitor inside the frame), answers safe
 * RPC methods from the chain and signs unsafe ones after an approval inside the frame. Each
 * request has a handler of its own (`requestHandlers/table.ts`), all sharing one context.
 * Returns a function from a checked app event to its answer event.
 */
export function createRequestHandler(setup: FrameRequestContext) {
  const context: FrameHandlerContext = {
    ...setup,
    deviceId: setup.sessions.getDeviceId(),
    state: {
      chainId: setup.chainId,
      rpcUrl: setup.rpcUrl,
      socialAttempts: new Map(),
      approvals: new Set(),
      fundings: new Map(),
      smartAccounts: new Map(),
    },
  }

  return async function handle(event: AppEvent): Promise<FramePortEvent> {
    const name = event.type.slice(appEventPrefix.length) as FrameRequestName
    try {
      // The event was checked against its request's schema, so its payload is the handler's.
      const handler = frameRequestHandlers[name] as
        | FrameRequestHandler<FrameRequestName>
        | undefined
      if (!handler) throw new UnsupportedRequestError(name)
      const payload = await handler(context, event.payload as never, event.id)
      return { id: event.id, type: `${frameEventPrefix}${name}_SUCCESS`, payload } as FramePortEvent
    } catch (error) {
      return {
        id: event.id,
        type: `${frameEventPrefix}${name}_ERROR`,
        payload: toErrorPayload(error),
      } as FramePortEvent
    }
  }
}
