import { AuthFrameLoadError } from '../errors/auth.js'
import type { CreateFrameHost } from './types.js'

/**
 * The default frame host: `@airlock/frame`'s host SDK, in its own chunk so that only pages with
 * email or social login load it.
 */
export async function loadFrameHost(): Promise<CreateFrameHost> {
  // TODO(frame): import the host SDK from @airlock/frame once it lands on main.
  throw new AuthFrameLoadError()
}
