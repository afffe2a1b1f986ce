import * as z from 'zod/mini'
import { defineRoute } from '../routes/defineRoute.js'
import { frameAuthLimits } from './constants.js'

// Frame-backend routes. Every one is called by the frame site (its own origin), never by the dapp
// page: the server refuses a request whose Origin is not the frame's. Routes that need a login carry
// the frame session as `Authorization: Bearer <token>`.

/** 'Invalid email' is the spec's text for a malformed address. */
export const frameEmailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email({ error: 'Invalid email' }))

/** A web origin (`https://app.example`, `http://localhost:5173`): scheme, host and port only. */
export const frameOriginSchema = z.string().check(
  z.maxLength(2048),
  z.refine(
    (value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
      } catch {
        return false
      }
    },
    { error: 'Invalid origin' },
  ),
)

/** The frame's own id for a browser storage partition (it generates it and keeps it there). */
export const frameDeviceIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'Invalid device id' }))

/** A one-time code as typed: exactly `codeLength` digits. */
export const frameCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(new RegExp(`^\\d{${frameAuthLimits.codeLength}}$`), { error: 'Invalid code' }),
  )

/** A key share as the frame made it, base64 (the server stores it without reading it). */
export const frameShareSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9+/_-]+={0,2}$/, { error: 'Invalid share' }), z.maxLength(4096))

/** An opaque blob the frame sealed (the recovery half under a passkey or password). */
export const frameSealedBlobSchema = z.string().check(z.minLength(1), z.maxLength(16_384))

/** A frame session token: opaque, only its hash is kept on the server. */
export const frameSessionTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/))

/** The user behind a frame session: an email login's address, or a social login's user name. */
export const frameUserSchema = z.object({
  id: z.string(),
  /** The login email; null for a user who logged in with a social provider. */
  email: z.nullable(z.string()),
  /** The social provider's user name, for a session a provider authenticated. */
  userName: z.optional(z.string()),
  /** The social provider of the session (`google`, `github`, …); absent for email. */
  socialProvider: z.optional(z.string()),
})

export type FrameUser = z.infer<typeof frameUserSchema>

/**
 * An offer to link the login just made with another login of the same verified email (an email
 * login and a social one). The frame asks the visitor; nothing is linked unless they accept
 * (`frameLinkRoute`).
 */
export const frameLinkOfferSchema = z.object({
  /** Works once, for the session it came with, until `expiresAt`. */
  token: z.string(),
  /** The verified email both logins share. */
  email: z.string(),
  /** The other login: `email` for an email login, else its social provider (`google`, …). */
  otherLogin: z.string(),
  expiresAt: z.string(),
})

export type FrameLinkOffer = z.infer<typeof frameLinkOfferSchema>

/** What a login answers with: the session token (kept in frame storage only) and its user. */
export const frameSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** The dapp origin the session was opened for; shares are released only while it is allowed. */
  origin: z.string(),
  user: frameUserSchema,
  /** Another login of the same verified email the visitor may link this one with. */
  linkOffer: z.optional(frameLinkOfferSchema),
})

export type FrameSession = z.infer<typeof frameSessionSchema>

/**
 * `POST /v1/frame/email/start`: starts an email login from the frame embedded by `origin` (which
 * must be allowed for the project). A known user on a device it never approved gets an approval
 * link first (`VERIFY_DEVICE`); otherwise a one-time code is emailed (`VERIFY_OTP`). Refused with
 * 429 `EMAIL_COOLDOWN` within 30 s of the last start for the address.
 */
export const frameEmailStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/email/start',
  body: z.object({
    email: frameEmailSchema,
    origin: frameOriginSchema,
    deviceId: frameDeviceIdSchema,
  }),
  response: z.discriminatedUnion('action', [
    z.object({ action: z.literal('VERIFY_OTP'), expiresAt: z.string() }),
    z.object({
      action: z.literal('VERIFY_DEVICE'),
      /** Poll it with `frameDeviceApprovalRoute` until the user follows the emailed link. */
      approvalId: z.string(),
      expiresAt: z.string(),
    }),
  ]),
})

export type FrameEmailStartResponse = z.infer<NonNullable<typeof frameEmailStartRoute.response>>

/**
 * `GET /v1/frame/device-approvals/{approvalId}`: whether the emailed new-device link was followed.
 * Once `approved`, a one-time code has been emailed (continue with `VERIFY_OTP`).
 */
export const frameDeviceApprovalRoute = defineRoute({
  method: 'GET',
  path: '/v1/frame/device-approvals/{approvalId}',
  params: z.object({ approvalId: z.uuid() }),
  response: z.object({
    status: z.enum(['pending', 'approved', 'expired']),
    expiresAt: z.string(),
  }),
})

export type FrameDeviceApprovalResponse = z.infer<
  NonNullable<typeof frameDeviceApprovalRoute.response>
>

/**
 * `POST /v1/frame/email/verify`: trades the emailed code for a frame session. A code works once,
 * for 20 minutes, and survives 5 wrong guesses.
 */
export const frameEmailVerifyRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/email/verify',
  body: z.object({
    email: frameEmailSchema,
    code: frameCodeSchema,
    origin: frameOriginSchema,
    deviceId: frameDeviceIdSchema,
  }),
  response: frameSessionSchema,
})

/** `GET /v1/frame/session` (bearer): the session while it is valid; 401 `SESSION_INVALID` after. */
export const frameSessionRoute = defineRoute({
  method: 'GET',
  path: '/v1/frame/session',
  response: z.object({ expiresAt: z.string(), origin: z.string(), user: frameUserSchema }),
})

export type FrameSessionInfo = z.infer<NonNullable<typeof frameSessionRoute.response>>

/** The account the embedded wallet uses on eip155: the smart account or the key's own (EOA). */
export const framePreferredAccountTypeSchema = z.enum(['eoa', 'smartAccount'])

const framePreferredAccountResponse = z.object({
  /** Null until the user chose (the frame then uses the chain's default). */
  preferredAccountType: z.nullable(framePreferredAccountTypeSchema),
})

/** `GET /v1/frame/preferred-account` (bearer): the user's preferred account type, kept per user. */
export const framePreferredAccountRoute = defineRoute({
  method: 'GET',
  path: '/v1/frame/preferred-account',
  response: framePreferredAccountResponse,
})

/** `POST /v1/frame/preferred-account` (bearer): stores the user's preferred account type. */
export const frameSetPreferredAccountRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/preferred-account',
  body: z.object({ preferredAccountType: framePreferredAccountTypeSchema }),
  response: framePreferredAccountResponse,
})

export type FramePreferredAccount = z.infer<typeof framePreferredAccountResponse>

/**
 * `POST /v1/frame/link` (bearer): the visitor's answer to the link offer that came with the
 * session. `accept: true` links both logins to one user (the one that holds a wallet), so both
 * open the same embedded wallet; `false` keeps them apart and the offer is not made again. An
 * offer works once and only for its own session: 400 `LINK_OFFER_INVALID` otherwise. Answers the
 * session's user after the choice.
 */
export const frameLinkRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/link',
  body: z.object({ token: frameSessionTokenSchema, accept: z.boolean() }),
  response: z.object({ linked: z.boolean(), user: frameUserSchema }),
})

export type FrameLinkAnswer = z.infer<NonNullable<typeof frameLinkRoute.response>>

/** `POST /v1/frame/session/revoke` (bearer): signs out; answers 204. */
export const frameSignOutRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/session/revoke',
})

/**
 * `POST /v1/frame/auth-shares` (bearer): keeps the auth share of one device's 2-of-2 set (the frame
 * keeps the device share). Replaces the device's earlier share; answers 204. Needs the wallet.
 */
export const frameStoreAuthShareRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/auth-shares',
  body: z.object({ deviceId: frameDeviceIdSchema, share: frameShareSchema }),
})

/**
 * `GET /v1/frame/auth-shares/{deviceId}` (bearer): the device's auth share, released only to the
 * session's user, from the frame's origin, while the session's dapp origin is allowed. 404
 * `AUTH_SHARE_NOT_FOUND` when the device has none (a new device: recover).
 */
export const frameAuthShareRoute = defineRoute({
  method: 'GET',
  path: '/v1/frame/auth-shares/{deviceId}',
  params: z.object({ deviceId: frameDeviceIdSchema }),
  response: z.object({ deviceId: z.string(), share: z.string() }),
})

export type FrameAuthShareResponse = z.infer<NonNullable<typeof frameAuthShareRoute.response>>

/** The embedded wallet of a user: its address commitment and the recovery set's server side. */
export const frameWalletSchema = z.object({
  /** The EVM address derived from the key; the frame checks every recombination against it. */
  address: z.string(),
  /** The Solana address derived from the same key, when the frame derives one. */
  solanaAddress: z.nullable(z.string()),
  /** The server's half of the recovery set. */
  recoveryShare: z.string(),
  /** The other half, sealed by the frame (passkey PRF, password or file); opaque here. */
  sealedRecoveryShare: z.string(),
  createdAt: z.string(),
})

export type FrameWallet = z.infer<typeof frameWalletSchema>

/**
 * `POST /v1/frame/wallet` (bearer): records the user's wallet once (409 `WALLET_EXISTS` after): its
 * address commitment and the recovery set's server half and sealed half.
 */
export const frameCreateWalletRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/wallet',
  body: z.object({
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, { error: 'Invalid address' })),
    solanaAddress: z.optional(
      z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { error: 'Invalid address' })),
    ),
    recoveryShare: frameShareSchema,
    sealedRecoveryShare: frameSealedBlobSchema,
  }),
  response: frameWalletSchema,
})

/** `GET /v1/frame/wallet` (bearer): the user's wallet; 404 `WALLET_NOT_FOUND` before it exists. */
export const frameWalletRoute = defineRoute({
  method: 'GET',
  path: '/v1/frame/wallet',
  response: frameWalletSchema,
})

/**
 * `POST /v1/frame/email/update` (bearer): starts moving the login to `newEmail`; a code goes to the
 * current address first (`VERIFY_PRIMARY_OTP`). A login without an email adds `newEmail`: the code
 * goes to it (`VERIFY_SECONDARY_OTP`). The 30 s cooldown applies.
 */
export const frameEmailUpdateRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/email/update',
  body: z.object({ newEmail: frameEmailSchema }),
  response: z.object({
    action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
    expiresAt: z.string(),
  }),
})

/**
 * `POST /v1/frame/email/update/primary` (bearer): the code from the current address; a code then
 * goes to the new one (`VERIFY_SECONDARY_OTP`).
 */
export const frameEmailUpdatePrimaryRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/email/update/primary',
  body: z.object({ code: frameCodeSchema }),
  response: z.object({ action: z.literal('VERIFY_SECONDARY_OTP'), expiresAt: z.string() }),
})

/** `POST /v1/frame/email/update/secondary` (bearer): the code from the new address; done. */
export const frameEmailUpdateSecondaryRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/email/update/secondary',
  body: z.object({ code: frameCodeSchema }),
  response: z.object({ newEmail: z.string() }),
})

/**
 * `GET /v1/frame/origins`: the dapp origins allowed to embed the frame for the project (the frame
 * checks its embedder and every message against them). Patterns as configured: exact origins,
 * `scheme://host:*`, `scheme://*.domain` or `*`.
 */
export const frameAllowedOriginsRoute = defineRoute({
  method: 'GET',
  path: '/v1/frame/origins',
  response: z.object({ projectId: z.string(), allowedOrigins: z.array(z.string()) }),
})

export type FrameAllowedOriginsResponse = z.infer<
  NonNullable<typeof frameAllowedOriginsRoute.response>
>

/** The social providers of the frame backend (spec §5). */
export const frameSocialProviders = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const

export type FrameSocialProvider = (typeof frameSocialProviders)[number]

/**
 * `POST /v1/frame/social/start`: opens a social login attempt for the frame embedded by `origin`.
 * The answer's `uri` (on the frame origin) sends the popup on to the provider; `secret` stays in
 * the frame and redeems the attempt once the provider has answered. The server keeps the state,
 * nonce and PKCE verifier: the provider's code never reaches the dapp page. 404
 * `SOCIAL_PROVIDER_OFF` for a provider the server has no client for.
 */
export const frameSocialStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/social/start',
  body: z.object({
    provider: z.enum(frameSocialProviders),
    origin: frameOriginSchema,
    deviceId: frameDeviceIdSchema,
  }),
  response: z.object({
    attemptId: z.string(),
    secret: z.string(),
    uri: z.string(),
    expiresAt: z.string(),
  }),
})

export type FrameSocialStartResponse = z.infer<NonNullable<typeof frameSocialStartRoute.response>>

/**
 * `POST /v1/frame/social/connect`: redeems a finished attempt (once, with its secret, from the
 * device that started it, and with the `result` the provider step's last page posted to the window
 * that opened it) for a frame session of the provider's user. 409 `SOCIAL_PENDING` while the
 * provider has not answered; 400 `SOCIAL_FAILED` when it refused or the result is not the
 * attempt's; 410 `SOCIAL_EXPIRED`.
 */
export const frameSocialConnectRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/social/connect',
  body: z.object({
    attemptId: z.uuid(),
    secret: frameSessionTokenSchema,
    result: frameSessionTokenSchema,
    origin: frameOriginSchema,
    deviceId: frameDeviceIdSchema,
  }),
  response: frameSessionSchema,
})

/**
 * `POST /v1/frame/social/link/start` (bearer): opens an attempt to link the provider's login to the
 * session's user, on the session's device and page. The popup follows `uri` as for a login; the
 * secret stays in the frame.
 */
export const frameSocialLinkStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/social/link/start',
  body: z.object({ provider: z.enum(frameSocialProviders) }),
  response: z.object({
    attemptId: z.string(),
    secret: z.string(),
    uri: z.string(),
    expiresAt: z.string(),
  }),
})

const frameSocialLinkBody = z.object({
  attemptId: z.uuid(),
  secret: frameSessionTokenSchema,
  result: frameSessionTokenSchema,
})

/** The provider's login an attempt to link found: its provider, name and verified email. */
const frameSocialLinkCandidateSchema = z.object({
  provider: z.enum(frameSocialProviders),
  userName: z.string(),
  email: z.nullable(z.string()),
})

export type FrameSocialLinkCandidate = z.infer<typeof frameSocialLinkCandidateSchema>

/**
 * `POST /v1/frame/social/link/read` (bearer): the login a finished link attempt found, for the
 * visitor to confirm in the frame; nothing is linked yet. Only the session that started it, with
 * its secret and the result the provider step posted to its window. 409 `SOCIAL_PENDING` while the
 * provider has not answered, 400 `SOCIAL_FAILED`, 410 `SOCIAL_EXPIRED`.
 */
export const frameSocialLinkReadRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/social/link/read',
  body: frameSocialLinkBody,
  response: frameSocialLinkCandidateSchema,
})

/**
 * `POST /v1/frame/social/link` (bearer): links the login the attempt found to the session's user,
 * once: it then logs in to the same wallet. A login no other user has, or whose user holds no
 * wallet (that user is folded in), links; one whose user holds a wallet is refused with 409
 * `SOCIAL_TAKEN`. Answers the linked login.
 */
export const frameSocialLinkRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/social/link',
  body: frameSocialLinkBody,
  response: frameSocialLinkCandidateSchema,
})

/**
 * `POST /v1/frame/farcaster/start`: opens a Sign In With Farcaster attempt for the frame embedded
 * by `origin`: the server opens a channel on the auth relay (its nonce bound to the attempt). The
 * answer's `url` is the channel's, for the QR code and the deep link into the Farcaster app;
 * `secret` stays in the frame and redeems the attempt once the app has signed. 404
 * `FARCASTER_OFF` when the server has no Farcaster set-up.
 */
export const frameFarcasterStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/farcaster/start',
  body: z.object({ origin: frameOriginSchema, deviceId: frameDeviceIdSchema }),
  response: z.object({
    attemptId: z.string(),
    secret: z.string(),
    url: z.string(),
    expiresAt: z.string(),
  }),
})

export type FrameFarcasterStartResponse = z.infer<
  NonNullable<typeof frameFarcasterStartRoute.response>
>

/**
 * `POST /v1/frame/farcaster/connect`: redeems an attempt whose channel the Farcaster app
 * completed, once, from the device that started it: the server checks the signed message (domain,
 * nonce, signature from the custody address, EOA or ERC-1271) and that the ID registry gives the
 * signer the message's fid, then opens a session of that Farcaster user. 409 `FARCASTER_PENDING`
 * while the app has not signed; 401 `FARCASTER_FAILED` for a refused signature or fid; 410
 * `FARCASTER_EXPIRED`.
 */
export const frameFarcasterConnectRoute = defineRoute({
  method: 'POST',
  path: '/v1/frame/farcaster/connect',
  body: z.object({
    attemptId: z.uuid(),
    secret: frameSessionTokenSchema,
    origin: frameOriginSchema,
    deviceId: frameDeviceIdSchema,
  }),
  response: frameSessionSchema,
})
