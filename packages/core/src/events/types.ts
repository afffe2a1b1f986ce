import type { AirlockError } from '@airlock/blockchain-api'

/** Events the modal tracks (spec §8 "Tracked events" and the modal lifecycle). */
export type AppKitEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CLICK_ALL_WALLETS'
  | 'CLICK_NETWORKS'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SEARCH_WALLET'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SWAP_INITIATED'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'

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
