import { AirlockError } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import {
  AuthConnectorNotFoundError,
  SocialLoginCancelledError,
  SocialLoginFailedError,
  SocialPopupBlockedError,
} from '../errors/auth.js'
import type { SocialProvider } from '../options/types.js'
import type { ConnectErrorType } from './connect.js'
import { connectAuth } from './internal/connectAuth.js'
import { addAlert } from './internal/reportApiError.js'
import { track } from './internal/track.js'

export type ConnectSocialParameters = {
  provider: Exclude<SocialProvider, 'farcaster'>
  /**
   * The window the provider's login opens in. Default: a popup opened now, so call this from the
   * visitor's click (browsers block popups opened later).
   */
  popup?: Window | null | undefined
  /** How often the popup is checked for having been closed (ms). Default: 500. */
  pollInterval?: number | undefined
}

export type ConnectSocialReturnType = { address: string; userName: string | undefined }

export type ConnectSocialErrorType =
  | AuthConnectorNotFoundError
  | SocialPopupBlockedError
  | SocialLoginCancelledError
  | SocialLoginFailedError
  | ConnectErrorType
  | Error

/**
 * Social login (spec §7 frame messages): asks the frame for the provider's redirect URI, sends the
 * popup there, waits for the popup's result URI (posted by the frame origin's callback page), then
 * has the frame connect with it and connects the embedded wallet through the auth connector.
 * A closed popup rejects with 'Something went wrong'; a frame that does not answer within 30 s
 * with 'Invalid App Configuration', and shows that alert (spec §2 "socials timeout"; the
 * visitor's time in the frame's own dialog does not count).
 *
 * @example button.onclick = () => connectSocial(appKit, { provider: 'google' })
 */
export async function connectSocial(
  appKit: AppKit,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const popup =
    parameters.popup === undefined
      ? globalThis.open?.('', 'airlock-social', 'width=600,height=800,scrollbars=yes')
      : parameters.popup
  if (!popup) throw new SocialPopupBlockedError()
  const { provider } = parameters
  track(appKit, 'SOCIAL_LOGIN_STARTED', { provider })
  try {
    const { uri } = await auth.getSocialRedirectUri({ provider: parameters.provider })
    const frameOrigin = new URL(uri).origin
    const result = waitForResult(popup, frameOrigin, parameters.pollInterval ?? 500)
    popup.location.href = uri
    const resultUri = await result
    const error = /[?&]error=([^&]*)/.exec(resultUri)?.[1]
    if (error) throw new SocialLoginFailedError(decodeURIComponent(error))
    // The account is chosen on the network the app is on (a smart account where it has a
    // bundler), not on the frame's last chain, which is mainnet on a first visit.
    const network = appKit.state.chains.eip155?.networkId
    const user = await auth.connectSocial({
      uri: resultUri,
      chainId: network ? Number(network.split(':')[1]) : undefined,
    })
    const connection = await connectAuth(appKit)
    track(appKit, 'SOCIAL_LOGIN_SUCCESS', { provider })
    return { address: connection.address, userName: user.userName }
  } catch (error) {
    if (!popup.closed) popup.close()
    if (error instanceof SocialLoginCancelledError) {
      track(appKit, 'SOCIAL_LOGIN_CANCELED', { provider })
    } else {
      track(appKit, 'SOCIAL_LOGIN_ERROR', {
        provider,
        message: error instanceof Error ? error.message : String(error),
      })
    }
    if (error instanceof AirlockError && error.code === 'FRAME_TIMEOUT') {
      addAlert(appKit, {
        id: 'SOCIALS_TIMEOUT',
        variant: 'error',
        message: 'invalidAppConfiguration',
        description: 'invalidAppConfigurationDescription',
      })
    }
    throw error
  }
}

/** The result URI the popup's last page posts from the frame origin; rejects if it closes first. */
function waitForResult(popup: Window, frameOrigin: string, pollInterval: number): Promise<string> {
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
