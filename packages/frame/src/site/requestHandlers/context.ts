import type { Address } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import type { Signer } from '../../custody/createShareSigner.js'
import type { DeviceShareStore } from '../../custody/types.js'
import type {
  FrameFundEvent,
  FrameRequestName,
  FrameRequestPayload,
  FrameSuccessPayload,
  FrameVisibilityReason,
} from '../../protocol/schemas.js'
import type { FrameUi } from '../createDomUi.js'
import type { FrameSessionStore } from '../createSessionStore.js'
import type { FrameSiteBackend } from '../siteBackend.js'

export type FrameRequestContext = {
  /** The dapp origin the frame accepted (checked against the project's allowlist). */
  embedderOrigin: string
  /** The chain the frame starts on. */
  chainId: number
  /** The chain RPC used when a request names none. */
  rpcUrl?: string | undefined
  backend: FrameSiteBackend
  sessions: FrameSessionStore
  shares: DeviceShareStore
  ui: FrameUi
  /** Asks the host page to show or hide the frame (SET_VISIBLE over the port). */
  setVisible(visible: boolean, reason?: FrameVisibilityReason, id?: string): void
  /**
   * Asks the host page to open its Buy for the approval of request `id`, which lacks `fund`
   * (FUND over the port). Without it the approval offers no Buy.
   */
  requestFunds?(id: string, fund: FrameFundEvent['payload']): void
  reload(): void
}

/** What the frame remembers between requests of one page (one embedding, one port). */
type FrameHandlerState = {
  /** The EVM chain requests run on when they name none. */
  chainId: number
  /** The chain RPC used when a request names none. */
  rpcUrl: string | undefined
  /** The address of the email login waiting for its code. */
  pendingEmail?: string | undefined
  /** The device approval the email login waits for (VERIFY_DEVICE). */
  approvalId?: string | undefined
  /** This device's signer, opened for the session of `signerToken`. */
  signer?: Signer | undefined
  signerToken?: string | undefined
  /** The dapp's name (SYNC_DAPP_DATA), shown on approval cards. */
  dappName?: string | undefined
  /** The address requests act for on the current chain. */
  activeAddress?: Address | undefined
  /** The session whose preferred account type was read from the server. */
  preferenceToken?: string | undefined
  /**
   * The PRF output of the passkey a passkey-first login just used, for the session it opened:
   * it seals (sign-up) or opens (new device) the recovery half without asking again. Wiped once
   * the signer is made.
   */
  passkeyPrf?: { token: string; prf: Uint8Array } | undefined
  /** Social login attempts this frame opened: their secrets never leave it. */
  socialAttempts: Map<string, string>
  /** The Farcaster attempt this frame opened last (a newer one ends the older one's wait). */
  farcasterAttempt?: { attemptId: string; secret: string } | undefined
  /** The approvals on show, aborted together by RPC_ABORT. */
  approvals: Set<AbortController>
  /** The approvals waiting for the page's Buy, by request id: FUNDING_ENDED ends the wait. */
  fundings: Map<string, () => void>
  /** The chains with a bundler (asked once). */
  smartChains?: Promise<number[]> | undefined
  /** The wallet's smart accounts, by owner, chain and RPC. */
  smartAccounts: Map<string, Promise<SmartAccount>>
}

/** What every request handler gets: the frame's setup, this device's id and the shared state. */
export type FrameHandlerContext = Readonly<FrameRequestContext> & {
  readonly deviceId: string
  readonly state: FrameHandlerState
}

/**
 * The answer to one request: its payload is the one `frameRequestDefinitions[name].request`
 * accepted at the port, its result the success payload of the same definition.
 */
export type FrameRequestHandler<name extends FrameRequestName> = (
  context: FrameHandlerContext,
  payload: FrameRequestPayload<name>,
  id: string,
) => Promise<FrameSuccessPayload<name>> | FrameSuccessPayload<name>
