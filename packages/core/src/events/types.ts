import type { AirlockError } from '@airlock/blockchain-api'

/**
 * AppKit's tracked event names (its `Event['event']`, 1.8.24: all 67), so a comparison such as
 * `event.data.event === 'SOCIAL_LOGIN_STARTED'` type-checks. The modal emits those of the spec's
 * §8 "Tracked events", the modal's lifecycle and the flows Airlock has (connect, disconnect,
 * switch network, sign-in, send, swap, email and social login); names of features Airlock does not
 * have (Pay, exchanges, the Reown name flow, wallet impressions) are typed and never emitted.
 */
export type AppKitEventName =
  | 'CLICK_ALL_WALLETS'
  | 'CLICK_CANCEL_SIWX'
  | 'CLICK_CONVERT'
  | 'CLICK_GET_WALLET_HELP'
  | 'CLICK_NETWORKS'
  | 'CLICK_NETWORK_HELP'
  | 'CLICK_SELECT_NETWORK_TO_SWAP'
  | 'CLICK_SELECT_TOKEN_TO_SWAP'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'CLICK_TRANSACTIONS'
  | 'CLICK_WALLET_HELP'
  | 'CONNECT_ERROR'
  | 'CONNECT_PROXY_ERROR'
  | 'CONNECT_SUCCESS'
  | 'DEVICE_REGISTERED_FOR_EMAIL'
  | 'DISCONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'EMAIL_EDIT'
  | 'EMAIL_LOGIN_SELECTED'
  | 'EMAIL_SUBMITTED'
  | 'EMAIL_UPGRADE_FROM_MODAL'
  | 'EMAIL_VERIFICATION_CODE_FAIL'
  | 'EMAIL_VERIFICATION_CODE_PASS'
  | 'EMAIL_VERIFICATION_CODE_SENT'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'GET_WALLET'
  | 'INITIALIZE'
  | 'INITIATE_SWAP'
  | 'INTERNAL_SDK_ERROR'
  | 'LOAD_MORE_TRANSACTIONS'
  | 'MODAL_CLOSE'
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'OPEN_ENS_FLOW'
  | 'OPEN_SEND'
  | 'OPEN_SWAP'
  | 'PAY_ERROR'
  | 'PAY_EXCHANGE_SELECTED'
  | 'PAY_INITIATED'
  | 'PAY_MODAL_OPEN'
  | 'PAY_SUCCESS'
  | 'REGISTER_NAME_ERROR'
  | 'REGISTER_NAME_INITIATED'
  | 'REGISTER_NAME_SUCCESS'
  | 'SEARCH_WALLET'
  | 'SELECT_BUY_CRYPTO'
  | 'SELECT_BUY_PROVIDER'
  | 'SELECT_WALLET'
  | 'SELECT_WHAT_IS_A_BUY'
  | 'SEND_ERROR'
  | 'SEND_INITIATED'
  | 'SEND_REJECTED'
  | 'SEND_SUCCESS'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'SIWX_AUTH_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'SOCIAL_LOGIN_CANCELED'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SWAP_APPROVAL_ERROR'
  | 'SWAP_ERROR'
  | 'SWAP_SUCCESS'
  | 'SWITCH_NETWORK'
  | 'USER_REJECTED'
  | 'WALLET_IMPRESSION_V2'
  /** Airlock's name for a swap the visitor started (AppKit tracks INITIATE_SWAP). */
  | 'SWAP_INITIATED'

export type AppKitEventProperties = Record<string, string | number | boolean | undefined>

/** Failures the dapp hears about as events (they are also thrown where an action was called). */
export type AppKitErrorEventName =
  /** An adapter failed to set up; `ready` rejects with the same error. */
  | 'ADAPTER_SETUP_ERROR'
  /** An adapter reported an error of its own (an `error` event). */
  | 'ADAPTER_ERROR'
  /** A stored connection could not be restored on start; the namespace is disconnected. */
  | 'RECONNECT_ERROR'
  /** The native balance could not be read. */
  | 'BALANCE_ERROR'
  /** Signing out during a disconnect failed; the disconnect went on. */
  | 'SIGN_OUT_ERROR'
  /** A network switch asked not to throw (`throwOnFailure: false`) failed. */
  | 'SWITCH_NETWORK_ERROR'
  /** A part of the modal could not be fetched; it is fetched again the next time it must show. */
  | 'MODAL_LOAD_ERROR'
  /**
   * A login worked but the embedded wallet cannot open: the browser denies the wallet frame its
   * storage (`FrameStorageUnavailableError`, code `FRAME_STORAGE_UNAVAILABLE`).
   */
  | 'FRAME_STORAGE_ERROR'

/** A tracked event, in AppKit's shape: `{ timestamp, data: { type: 'track', event, properties } }`. */
export type AppKitTrackEvent = {
  timestamp: number
  data: { type: 'track'; event: AppKitEventName; properties?: AppKitEventProperties | undefined }
}

/** A failure that no call of the dapp's would otherwise see; `error` is of the Airlock family. */
export type AppKitErrorEvent = {
  timestamp: number
  data: {
    type: 'error'
    event: AppKitErrorEventName
    error: AirlockError
    properties: { namespace?: string | undefined; code: string; message: string }
  }
}

/** What `appKit.events` emits (and `subscribeEvents` / `useAppKitEvents` give). */
export type AppKitEvent = AppKitTrackEvent | AppKitErrorEvent
