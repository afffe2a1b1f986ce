import type { AccountType } from '../state/types.js'

/** Why the frame asks to be shown over the modal. */
export type FrameVisibilityReason = 'approve' | 'recovery' | 'unlock' | 'export'

/** Where the frame should sit on the page, in CSS pixels (fixed positioning). */
export type FrameRect = { top: number; left: number; width: number; height: number }

/**
 * What the auth connector needs of the wallet frame's host SDK (`@airlock/frame`): typed
 * requests answered by the frame, the frame asking to be shown, and placing its iframe. The SDK
 * is loaded on first use; tests pass their own host through `createFrameHost`.
 */
export type AuthFrameHost = {
  /**
   * Sends `@w3m-app/<name>` and resolves with the payload of `<name>_SUCCESS` (validated by the
   * SDK), or rejects with the frame's error. Waits for the frame to be ready first. An aborted
   * `signal` rejects the request ('Request was aborted').
   */
  request: (name: string, payload?: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>
  /** The frame wants the visitor (an approval, a passkey) or is done with them. */
  onVisibilityChange: (
    listener: (event: { visible: boolean; reason?: FrameVisibilityReason | undefined }) => void,
  ) => () => void
  /**
   * The frame asks the page for funds: the visitor chose Buy on the approval of request
   * `requestId`, which lacks `amount` (whole units) of chain `chainId`'s native coin `symbol`.
   * Optional: a host without it gets no such request.
   */
  onFundRequest?: ((listener: (event: AuthFundRequest) => void) => () => void) | undefined
  /** Shows the iframe over `rect`, or hides it (undefined). */
  place: (rect: FrameRect | undefined) => void
  /** Rejects the open unsafe RPC requests ('Request was aborted') and tells the frame to drop them. */
  abortRpcRequests: () => void
  destroy: () => void
}

/** How core makes a host: the frame's address and what it carries (spec §2 "Wallet frame"). */
export type CreateFrameHostParameters = {
  /** The frame site's address; undefined: the SDK's default (environment, then the local stack). */
  url?: string | undefined
  projectId: string
  chainId: number | string
  enableLogger: boolean
  /** How long the login requests wait for the frame, in ms; undefined: the SDK's 30 s. */
  requestTimeout?: number | undefined
}

export type CreateFrameHost = (
  parameters: CreateFrameHostParameters,
) => AuthFrameHost | Promise<AuthFrameHost>

/** The wallet-frame user (spec §3). */
export type AuthUser = {
  email?: string | null | undefined
  address: string
  chainId: number | string
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[] | undefined
  userName?: string | undefined
  smartAccountDeployed?: boolean | undefined
  preferredAccountType?: AccountType | undefined
}

/** What an approval lacks, as the frame asks the page's Buy for it (`onFundRequest`). */
export type AuthFundRequest = {
  requestId: string
  chainId: number
  symbol: string
  /** Whole units, a decimal string. */
  amount: string
}

/** What the auth connector reports to core (spec §4 "Auth connector events"). */
export type AuthConnectorEvent =
  | { type: 'rpcRequest'; method: string; safe: boolean }
  | {
      type: 'rpcSuccess'
      method: string
      safe: boolean
      /** Spec §5: a 0x string of 64 hex is a transaction hash, of ≥62 hex a signed message. */
      response: 'transactionHash' | 'signedMessage' | 'object'
    }
  | { type: 'rpcError'; method: string; safe: boolean; error: Error }
  | { type: 'notAllowed'; method: string }
  | { type: 'visibility'; visible: boolean; reason?: FrameVisibilityReason | undefined }
  | ({ type: 'fund' } & AuthFundRequest)
  | { type: 'user'; user: AuthUser | undefined }
