/**
 * Every `code` an Airlock server puts in an error body (`{ statusCode, error, code, message,
 * details? }`): the server's error classes take their code from here, and the clients (this
 * package's frame calls, the frame site) compare against the same members. Codes never change
 * between releases; a Fastify 4xx passes its own `FST_ERR_*` code through unchanged.
 *
 * @example
 * if (error instanceof FarcasterLoginError && error.reason === apiErrorCodes.farcasterPending) poll()
 */
export const apiErrorCodes = {
  // Any route
  /** 'Unauthorized: invalid key': unknown or missing project id, or a wrong owner key. */
  invalidKey: 'INVALID_KEY',
  /** 'Unauthorized: origin not allowed'. */
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
  /** A path, query or body that breaks the route's contract. */
  invalidRequest: 'INVALID_REQUEST',
  /** A query that breaks the Verify route's contract. */
  invalidQuery: 'INVALID_QUERY',
  /** A body that is not JSON, or another 4xx without a code of its own. */
  badRequest: 'BAD_REQUEST',
  /** A body over the route's size limit. */
  bodyTooLarge: 'BODY_TOO_LARGE',
  notFound: 'NOT_FOUND',
  /** Too many requests for a per-project or per-IP limit; the answer carries `Retry-After`. */
  rateLimited: 'RATE_LIMITED',
  /** Storage did not answer; nothing was decided. */
  storageUnavailable: 'STORAGE_UNAVAILABLE',
  /** A chain's RPC node did not answer. */
  upstreamError: 'UPSTREAM_ERROR',
  /** A failure the server logs and does not describe. */
  internal: 'INTERNAL',

  // Data API
  unsupportedNetwork: 'UNSUPPORTED_NETWORK',
  chainNotSupported: 'CHAIN_NOT_SUPPORTED',
  rpcUnavailable: 'RPC_UNAVAILABLE',
  rpcTimeout: 'RPC_TIMEOUT',
  batchTooLarge: 'BATCH_TOO_LARGE',
  responseTooLarge: 'RESPONSE_TOO_LARGE',
  bundlerUnavailable: 'BUNDLER_UNAVAILABLE',
  paymasterChainUnavailable: 'PAYMASTER_CHAIN_UNAVAILABLE',
  unsupportedToken: 'UNSUPPORTED_TOKEN',
  noRoute: 'NO_ROUTE',
  transactionWouldFail: 'TRANSACTION_WOULD_FAIL',
  transactionRejected: 'TRANSACTION_REJECTED',
  unsupportedCurrency: 'UNSUPPORTED_CURRENCY',
  noPrice: 'NO_PRICE',
  noOnrampProvider: 'NO_ONRAMP_PROVIDER',
  unknownProvider: 'UNKNOWN_PROVIDER',
  purchaseClosed: 'PURCHASE_CLOSED',
  invalidSignature: 'INVALID_SIGNATURE',
  nameTaken: 'NAME_TAKEN',

  // SIWX sessions
  invalidMessage: 'INVALID_MESSAGE',
  unsupportedVersion: 'UNSUPPORTED_VERSION',
  domainMismatch: 'DOMAIN_MISMATCH',
  messageExpired: 'MESSAGE_EXPIRED',
  messageNotYetValid: 'MESSAGE_NOT_YET_VALID',
  messageIssuedInFuture: 'MESSAGE_ISSUED_IN_FUTURE',
  nonceUnknown: 'NONCE_UNKNOWN',
  nonceUsed: 'NONCE_USED',
  nonceExpired: 'NONCE_EXPIRED',
  siwxVerifierUnavailable: 'SIWX_VERIFIER_UNAVAILABLE',
  sessionNotFound: 'SESSION_NOT_FOUND',
  sessionExpired: 'SESSION_EXPIRED',
  sessionRevoked: 'SESSION_REVOKED',
  invalidRevokeSecret: 'INVALID_REVOKE_SECRET',

  // Frame backend (embedded wallet)
  invalidEmail: 'INVALID_EMAIL',
  emailCooldown: 'EMAIL_COOLDOWN',
  frameRateLimited: 'FRAME_RATE_LIMITED',
  invalidCode: 'INVALID_CODE',
  codeExpired: 'CODE_EXPIRED',
  sessionInvalid: 'SESSION_INVALID',
  emailNotSent: 'EMAIL_NOT_SENT',
  linkOfferInvalid: 'LINK_OFFER_INVALID',
  deviceApprovalRequired: 'DEVICE_APPROVAL_REQUIRED',
  deviceMismatch: 'DEVICE_MISMATCH',
  walletExists: 'WALLET_EXISTS',
  walletNotFound: 'WALLET_NOT_FOUND',
  authShareNotFound: 'AUTH_SHARE_NOT_FOUND',
  noEmail: 'NO_EMAIL',
  emailUnchanged: 'EMAIL_UNCHANGED',
  emailTaken: 'EMAIL_TAKEN',
  socialPending: 'SOCIAL_PENDING',
  socialFailed: 'SOCIAL_FAILED',
  socialExpired: 'SOCIAL_EXPIRED',
  socialProviderOff: 'SOCIAL_PROVIDER_OFF',
  socialTaken: 'SOCIAL_TAKEN',
  farcasterPending: 'FARCASTER_PENDING',
  farcasterFailed: 'FARCASTER_FAILED',
  farcasterExpired: 'FARCASTER_EXPIRED',
  farcasterOff: 'FARCASTER_OFF',
  farcasterRelay: 'FARCASTER_RELAY',
  /** A passkey sign-up or login the server refused: a bad signature, origin, RP or challenge. */
  passkeyFailed: 'PASSKEY_FAILED',
  /** The Farcaster relay's channel token is missing or wrong. */
  unauthorized: 'UNAUTHORIZED',
} as const

/** One of {@link apiErrorCodes}: the `code` of an error body the server sends. */
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes]
