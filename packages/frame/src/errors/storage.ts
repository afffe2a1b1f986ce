import { AirlockError } from '@airlock/blockchain-api'

/** The stable code of {@link FrameStorageUnavailableError}, also in a frame's error answer. */
export const frameStorageUnavailableCode = 'FRAME_STORAGE_UNAVAILABLE'

/**
 * The browser denies the wallet frame its storage (IndexedDB), as it may a third-party frame when
 * the visitor blocks cookies and site data: the frame cannot keep this device's key share, so it
 * cannot open or create the wallet here. Thrown by the frame's share store, and by the host for a
 * request the frame answered with this code (`requestType` then names it). The login itself
 * worked; the same login works where the frame may store.
 *
 * @example
 * if (error instanceof AirlockError && error.walk((e) => e instanceof FrameStorageUnavailableError))
 *   showHowToAllowStorage()
 */
export class FrameStorageUnavailableError extends AirlockError {
  override name = 'FrameStorageUnavailableError' as const
  /** The request the frame failed, e.g. `@w3m-app/GET_USER`; undefined inside the frame. */
  readonly requestType: string | undefined
  constructor(parameters: { requestType?: string | undefined; cause?: unknown } = {}) {
    super(
      'Your browser blocks the storage this wallet needs. Allow cookies and site data for this site, or use another browser.',
      {
        code: frameStorageUnavailableCode,
        details: `IndexedDB did not open${parameters.requestType ? ` (${parameters.requestType})` : ''}`,
        cause: parameters.cause,
      },
    )
    this.requestType = parameters.requestType
  }
}
