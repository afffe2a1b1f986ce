import { AuthFrameLoadError } from '../errors/auth.js'
import type { AuthFrameHost, CreateFrameHost, FrameRect } from './types.js'

/**
 * The default frame host: `@airlock/frame`'s host SDK, in its own chunk so that only pages with
 * email or social login load it. When the frame asks to be seen it shows over the area the
 * ApproveTransaction view placed it on, or over the whole window when no view did.
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
      requestTimeout: parameters.requestTimeout,
      autoShow: false,
    })
    let area: FrameRect | undefined
    host.onVisibilityRequest((event) => (event.visible ? host.show(area) : host.hide()))
    return {
      request: (name, payload, options) =>
        host.request(name as never, payload as never, options) as Promise<unknown>,
      onVisibilityChange: (listener) =>
        host.onVisibilityRequest((event) =>
          listener({ visible: event.visible, reason: event.reason }),
        ),
      onFundRequest: (listener) =>
        host.onFundRequest(({ id, ...fund }) => listener({ requestId: id, ...fund })),
      place: (rect) => {
        area = rect
        if (rect) host.show(rect)
        else host.hide()
      },
      abortRpcRequests: () => host.abortRpcRequests(),
      destroy: () => host.destroy(),
    }
  }
}
