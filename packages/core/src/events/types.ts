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

export type AppKitEventProperties = Record<string, string | number | boolean | undefined>

/** AppKit's event shape: `{ timestamp, data: { type: 'track', event, properties } }`. */
export type AppKitEvent = {
  timestamp: number
  data: { type: 'track'; event: AppKitEventName; properties?: AppKitEventProperties | undefined }
}
