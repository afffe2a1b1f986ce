import { AuthFrameLoadError } from '../errors/auth.js'
import type { AuthFrameHost, CreateFrameHost } from './types.js'

/**
 * The default frame host: `@airlock/frame`'s host SDK, in its own chunk so that only pages with
 * email or social login load it. The SDK shows the frame full-window when the frame asks to be
 * seen; the ApproveTransaction view then places it over itself.
 */
export async function loadFrameHost(): Promise<CreateFrameHost> {
  const sdk = await import('@airlock/frame').catch((cause: unknown) => {
    throw new AuthFrameLoadError(cause)
  })
  return (parameters): AuthFrameHost => {
    const host = sdk.createFrameHost({
      projectId: parameters.projectId,
      chainId: parameters.chainId,
      url: parameters.url,
      enableLogger: parameters.enableLogger,
    })
    return {
      request: (name, payload, options) =>
        host.request(name as never, payload as never, options) as Promise<unknown>,
      onVisibilityChange: (listener) =>
        host.onVisibilityRequest((event) =>
          listener({ visible: event.visible, reason: event.reason }),
        ),
      place: (rect) => (rect ? host.show(rect) : host.hide()),
      abortRpcRequests: () => host.abortRpcRequests(),
      destroy: () => host.destroy(),
    }
  }
}
