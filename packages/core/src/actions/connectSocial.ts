import { AirlockError } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import {
  AuthConnectorNotFoundError,
  SocialLoginCancelledError,
  type SocialLoginFailedError,
  type SocialPopupBlockedError,
} from '../errors/auth.js'
import type { SocialProvider } from '../options/types.js'
import type { ConnectErrorType } from './connect.js'
import { connectAuth } from './internal/connectAuth.js'
import { addAlert } from './internal/reportApiError.js'
import {
  openSocialPopup,
  runSocialPopup,
  type SocialPopupParameters,
} from './internal/socialPopup.js'
import { track } from './internal/track.js'

export type ConnectSocialParameters = SocialPopupParameters & {
  provider: Exclude<SocialProvider, 'farcaster'>
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
  const popup = openSocialPopup(parameters)
  const { provider } = parameters
  track(appKit, 'SOCIAL_LOGIN_STARTED', { provider })
  try {
    const { uri } = await auth.getSocialRedirectUri({ provider: parameters.provider })
    const resultUri = await runSocialPopup(popup, uri, parameters.pollInterval)
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
