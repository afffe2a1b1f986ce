// The sign-in contract lives beside the sessions API, so that siwx and the server use it without
// the browser core.
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
} from '@airlock/blockchain-api'
