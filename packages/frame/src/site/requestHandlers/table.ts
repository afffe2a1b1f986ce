import type { FrameRequestName } from '../../protocol/schemas.js'
import type { FrameRequestHandler } from './context.js'
import { connectDevice, connectEmail, connectOtp } from './emailLogin.js'
import { exportWallet } from './exportWallet.js'
import { getUser } from './getUser.js'
import { getChainId, switchNetwork } from './network.js'
import { rpcAbort, rpcRequest } from './rpcRequest.js'
import { isConnected, signOut } from './session.js'
import { getSmartAccountEnabledNetworks } from './smartAccountNetworks.js'
import { connectSocial, getSocialRedirectUri } from './socialLogin.js'
import { syncDappData } from './syncDappData.js'
import { syncTheme } from './syncTheme.js'

/** A handler in a chunk of its own, loaded with its first request: for the rare requests only. */
function lazy<name extends FrameRequestName>(
  load: () => Promise<FrameRequestHandler<name>>,
): FrameRequestHandler<name> {
  return async (context, payload, id) => (await load())(context, payload, id)
}

/**
 * The frame's answer to each request of the protocol (`frameRequestDefinitions`), keyed by its
 * name: each handler takes the payload its request's schema accepted and returns its success
 * payload. A request without a handler is refused as unsupported.
 */
export const frameRequestHandlers: { [name in FrameRequestName]?: FrameRequestHandler<name> } = {
  SWITCH_NETWORK: switchNetwork,
  CONNECT_EMAIL: connectEmail,
  CONNECT_DEVICE: connectDevice,
  CONNECT_OTP: connectOtp,
  GET_SOCIAL_REDIRECT_URI: getSocialRedirectUri,
  CONNECT_SOCIAL: connectSocial,
  GET_SOCIAL_LINK_URI: lazy(() =>
    import('./linkSocial.js').then((chunk) => chunk.getSocialLinkUri),
  ),
  LINK_SOCIAL: lazy(() => import('./linkSocial.js').then((chunk) => chunk.linkSocial)),
  GET_FARCASTER_URI: lazy(() =>
    import('./farcasterLogin.js').then((chunk) => chunk.getFarcasterUri),
  ),
  CONNECT_FARCASTER: lazy(() =>
    import('./farcasterLogin.js').then((chunk) => chunk.connectFarcaster),
  ),
  CONNECT_PASSKEY: lazy(() => import('./passkeyLogin.js').then((chunk) => chunk.connectPasskey)),
  GET_USER: getUser,
  SIGN_OUT: signOut,
  IS_CONNECTED: isConnected,
  GET_CHAIN_ID: getChainId,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: getSmartAccountEnabledNetworks,
  SET_PREFERRED_ACCOUNT: lazy(() =>
    import('./setPreferredAccount.js').then((chunk) => chunk.setPreferredAccount),
  ),
  RPC_REQUEST: rpcRequest,
  RPC_ABORT: rpcAbort,
  UPDATE_EMAIL: lazy(() => import('./updateEmail.js').then((chunk) => chunk.updateEmail)),
  UPDATE_EMAIL_PRIMARY_OTP: lazy(() =>
    import('./updateEmail.js').then((chunk) => chunk.updateEmailPrimaryOtp),
  ),
  UPDATE_EMAIL_SECONDARY_OTP: lazy(() =>
    import('./updateEmail.js').then((chunk) => chunk.updateEmailSecondaryOtp),
  ),
  SYNC_THEME: syncTheme,
  SYNC_DAPP_DATA: syncDappData,
  EXPORT_WALLET: exportWallet,
  FUNDING_ENDED: ({ state }, { requestId }) => {
    // Only an approval waiting for the page's Buy moves on; any other id changes nothing.
    state.fundings.get(requestId)?.()
    return undefined
  },
  RELOAD: (context) => {
    context.reload()
    return undefined
  },
}
