import type { CaipNetworkId } from '../caip/types.js'

/** The fields of a sign-in message (spec §3 "Authentication session"). */
export type SIWXMessageData = {
  /** The network signed in on, as `namespace:reference`. */
  chainId: CaipNetworkId
  accountAddress: string
  /** The site asking, as `host[:port]`. */
  domain: string
  /** The full URI of the site asking. */
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  /** ISO 8601 times. */
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** A message ready to sign: its data and its text. */
export type SIWXMessage = SIWXMessageData & {
  /** The text the wallet signs. */
  toString: () => string
}

/** What createMessage is given: the network and the account to sign in. */
export type SIWXMessageInput = { chainId: CaipNetworkId; accountAddress: string }

/** A signed-in session: the message's data and text, the signature, an optional CACAO record. */
export type SIWXSession = {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: unknown
  /** Where the storage keeps it, when it names sessions (the Airlock server's session id). */
  id?: string | undefined
}

/**
 * Sign-in with the wallet, as createAppKit's `siwx` option. `@airlock/siwx` builds these
 * (`DefaultSIWX`, `ServerSIWX`); any object of this shape works.
 */
export type SIWXConfig = {
  createMessage: (input: SIWXMessageInput) => Promise<SIWXMessage>
  /** Verifies and keeps a session; throws when the signature does not hold. */
  addSession: (session: SIWXSession) => Promise<void>
  revokeSession: (chainId: CaipNetworkId, address: string) => Promise<void>
  setSessions: (sessions: SIWXSession[]) => Promise<void>
  /** The valid sessions for the network and address (empty when none). */
  getSessions: (chainId: CaipNetworkId, address: string) => Promise<SIWXSession[]>
  /** Whether connecting without signing in is refused (the wallet is disconnected). Default false. */
  getRequired?: (() => boolean) | undefined
  /** Whether disconnecting revokes the session. Default true. */
  signOutOnDisconnect?: boolean | undefined
}
