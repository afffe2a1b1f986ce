import type { AppKit } from '../createAppKit.js'
import {
  AuthConnectorNotFoundError,
  type SocialLoginCancelledError,
  type SocialLoginFailedError,
  type SocialPopupBlockedError,
} from '../errors/auth.js'
import { formatMessage } from '../i18n/formatMessage.js'
import type { SocialProvider } from '../options/types.js'
import { loadedMessages } from './internal/loadedMessages.js'
import {
  openSocialPopup,
  runSocialPopup,
  type SocialPopupParameters,
} from './internal/socialPopup.js'
import { showToast } from './toast.js'

export type LinkSocialParameters = SocialPopupParameters & {
  provider: Exclude<SocialProvider, 'farcaster'>
}

export type LinkSocialReturnType = { provider: string; userName: string }

export type LinkSocialErrorType =
  | AuthConnectorNotFoundError
  | SocialPopupBlockedError
  | SocialLoginCancelledError
  | SocialLoginFailedError
  | Error

/**
 * Links a social login to the embedded wallet's logged-in user (an Airlock addition), so it
 * logs in to the same wallet from then on: the provider's window opens as for a login, then the
 * wallet frame names the login it found on a card of its own and links it only on the visitor's
 * click there (Cancel rejects with the frame's user rejection, EIP-1193 4001). A login whose
 * own user holds another wallet is refused. On success a toast says so.
 *
 * @example button.onclick = () => linkSocial(appKit, { provider: 'google' })
 */
export async function linkSocial(
  appKit: AppKit,
  parameters: LinkSocialParameters,
): Promise<LinkSocialReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const popup = openSocialPopup(parameters)
  try {
    const { uri } = await auth.getSocialLinkUri({ provider: parameters.provider })
    const resultUri = await runSocialPopup(popup, uri, parameters.pollInterval)
    const linked = await auth.linkSocial({ uri: resultUri })
    const messages = await loadedMessages(appKit, ['modal', 'account'])
    showToast(appKit, {
      message: formatMessage(messages, 'socialLinked', { name: linked.userName }),
      variant: 'success',
    })
    return { provider: linked.socialProvider, userName: linked.userName }
  } catch (error) {
    if (!popup.closed) popup.close()
    throw error
  }
}
