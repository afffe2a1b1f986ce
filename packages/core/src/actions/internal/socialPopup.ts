import {
  SocialLoginCancelledError,
  SocialLoginFailedError,
  SocialPopupBlockedError,
} from '../../errors/auth.js'

/** Where the provider's login opens, for a social login or a link. */
export type SocialPopupParameters = {
  /**
   * The window the provider's login opens in. Default: a popup opened now, so call this from the
   * visitor's click (browsers block popups opened later).
   */
  popup?: Window | null | undefined
  /** How often the popup is checked for having been closed (ms). Default: 500. */
  pollInterval?: number | undefined
}

/** The provider's window: the one given, else a popup opened now (from the visitor's click). */
export function openSocialPopup(parameters: SocialPopupParameters): Window {
  const popup =
    parameters.popup === undefined
      ? globalThis.open?.('', 'airlock-social', 'width=600,height=800,scrollbars=yes')
      : parameters.popup
  if (!popup) throw new SocialPopupBlockedError()
  return popup
}

/**
 * Sends `popup` to `uri` (the frame origin's first stop of the provider step) and waits for the
 * result URI its last page posts back; an `error=` result fails with the provider's reason.
 */
export async function runSocialPopup(
  popup: Window,
  uri: string,
  pollInterval = 500,
): Promise<string> {
  const result = waitForSocialResult(popup, new URL(uri).origin, pollInterval)
  popup.location.href = uri
  const resultUri = await result
  const error = /[?&]error=([^&]*)/.exec(resultUri)?.[1]
  if (error) throw new SocialLoginFailedError(decodeURIComponent(error))
  return resultUri
}

/** The result URI the popup's last page posts from the frame origin; rejects if it closes first. */
function waitForSocialResult(
  popup: Window,
  frameOrigin: string,
  pollInterval: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== frameOrigin) return
      const resultUri = (event.data as { resultUri?: unknown } | null)?.resultUri
      if (typeof resultUri !== 'string' || !resultUri.startsWith('airlock:social/')) return
      stop()
      resolve(resultUri)
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      stop()
      reject(new SocialLoginCancelledError())
    }, pollInterval)
    const stop = () => {
      clearInterval(timer)
      globalThis.removeEventListener('message', onMessage)
    }
    globalThis.addEventListener('message', onMessage)
  })
}
