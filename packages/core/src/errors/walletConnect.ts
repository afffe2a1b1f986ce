import { AirlockError } from '@airlock/blockchain-api'

/** The relay could not be reached, refused the connection, or answered a relay call with an error. */
export class WalletConnectRelayError extends AirlockError {
  override name = 'WalletConnectRelayError' as const
  constructor(parameters: { details: string; cause?: unknown }) {
    super('WalletConnect relay unavailable', {
      code: 'WALLETCONNECT_RELAY_FAILED',
      details: parameters.details,
      cause: parameters.cause,
    })
  }
}

/** The wallet turned the session proposal down (the visitor said no, or the wallet could not). */
export class WalletConnectProposalRejectedError extends AirlockError {
  override name = 'WalletConnectProposalRejectedError' as const
  /** The wallet's error, as it sent it (`{ code: 5000, message: 'User rejected.' }`). */
  readonly walletError: { code: number; message: string }
  constructor(walletError: { code: number; message: string }) {
    super(walletError.message || 'User rejected.', {
      code: 'WALLETCONNECT_PROPOSAL_REJECTED',
      details: `The wallet answered the session proposal with error ${walletError.code}.`,
      cause: walletError,
    })
    this.walletError = walletError
  }
}

/** No wallet answered the pairing before it expired. */
export class WalletConnectProposalExpiredError extends AirlockError {
  override name = 'WalletConnectProposalExpiredError' as const
  constructor() {
    super('Proposal expired', { code: 'WALLETCONNECT_PROPOSAL_EXPIRED' })
  }
}

/**
 * The wallet answered a request with a JSON-RPC error. Its EIP-1193 code (4001 when the visitor
 * declined) is `rpcCode`, and the error object is the `cause`, so `isUserRejection` sees it.
 */
export class WalletConnectRequestError extends AirlockError {
  override name = 'WalletConnectRequestError' as const
  readonly rpcCode: number
  readonly data: unknown
  constructor(walletError: { code: number; message: string; data?: unknown }, method: string) {
    super(walletError.message || 'The wallet refused the request.', {
      code: 'WALLETCONNECT_REQUEST_FAILED',
      details: `The wallet answered ${method} with error ${walletError.code}.`,
      cause: walletError,
    })
    this.rpcCode = walletError.code
    this.data = walletError.data
  }
}

/** The wallet did not answer a request before it expired, or the session ended meanwhile. */
export class WalletConnectRequestExpiredError extends AirlockError {
  override name = 'WalletConnectRequestExpiredError' as const
  constructor(method: string, reason: 'expired' | 'session ended') {
    super(reason === 'expired' ? 'Request expired' : 'The WalletConnect session ended', {
      code: 'WALLETCONNECT_REQUEST_EXPIRED',
      details: `No answer to ${method}: ${reason}.`,
    })
  }
}

/** A request needs a session and there is none (never connected, disconnected or expired). */
export class WalletConnectNoSessionError extends AirlockError {
  override name = 'WalletConnectNoSessionError' as const
  constructor(method: string) {
    super('No WalletConnect session', {
      code: 'WALLETCONNECT_NO_SESSION',
      details: `${method} needs a WalletConnect session; connect first.`,
    })
  }
}

/**
 * A message from the relay that was dropped: not decryptable, not JSON-RPC, or params not as the
 * protocol defines them. Reported to `onError` of the sign client; nothing else is affected.
 */
export class WalletConnectMessageError extends AirlockError {
  override name = 'WalletConnectMessageError' as const
  readonly topic: string | undefined
  constructor(parameters: { topic?: string | undefined; details: string; cause?: unknown }) {
    super('WalletConnect message dropped', {
      code: 'WALLETCONNECT_MESSAGE_DROPPED',
      details: parameters.details,
      cause: parameters.cause,
    })
    this.topic = parameters.topic
  }
}

/** A namespace's read went to its RPC URL and failed, or no RPC URL was given for the chain. */
export class WalletConnectRpcError extends AirlockError {
  override name = 'WalletConnectRpcError' as const
  constructor(parameters: { chainId: string; method: string; details: string; cause?: unknown }) {
    super('RPC request failed', {
      code: 'WALLETCONNECT_RPC_FAILED',
      details: `${parameters.method} on ${parameters.chainId}: ${parameters.details}`,
      cause: parameters.cause,
    })
  }
}
