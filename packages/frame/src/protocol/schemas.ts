import * as z from 'zod/mini'
import { frameLanguages } from '../messages/languages.js'
import { rpcRequestSchema } from './rpc.js'
import { frameThemeSchema, themeColorSchema } from './themeSchema.js'

/** Prefix of every app → frame event type. */
export const appEventPrefix = '@w3m-app/'
/** Prefix of every frame → app event type. */
export const frameEventPrefix = '@w3m-frame/'

/** Request ids are `crypto.randomUUID()` values. */
export const frameRequestIdSchema = z.uuid()

const chainIdSchema = z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.int()])
const shortText = z.string().check(z.maxLength(1000))
const emailSchema = z.email().check(z.maxLength(254))
const otpSchema = z.string().check(z.minLength(1), z.maxLength(64))
const urlSchema = z.url().check(z.maxLength(8192))

/** The social providers a visitor can log in with (spec §5). */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** Account types a wallet-frame user can prefer (spec §3 "Account"). */
export const frameAccountTypes = ['eoa', 'smartAccount', 'payment'] as const
export type FrameAccountType = (typeof frameAccountTypes)[number]

/** A sign-in message the frame signs together with the login, in one round trip. */
export const frameSiwxMessageSchema = z.strictObject({
  accountAddress: shortText,
  chainId: chainIdSchema,
  domain: shortText,
  uri: shortText,
  version: shortText,
  nonce: shortText,
  statement: z.optional(shortText),
  resources: z.optional(z.array(shortText)),
  requestId: z.optional(shortText),
  issuedAt: z.optional(shortText),
  expirationTime: z.optional(shortText),
  notBefore: z.optional(shortText),
  serializedMessage: z.optional(z.string().check(z.maxLength(8192))),
})

const accountSchema = z.strictObject({
  address: shortText,
  type: z.enum(['eoa', 'smartAccount']),
})

/** The wallet-frame user (spec §3): who logged in and the accounts the frame signs for. */
export const frameUserSchema = z.strictObject({
  email: z.optional(z.nullable(emailSchema)),
  address: shortText,
  chainId: chainIdSchema,
  accounts: z.optional(z.array(accountSchema)),
  userName: z.optional(shortText),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(z.enum(frameAccountTypes)),
  signature: z.optional(shortText),
  message: z.optional(z.string().check(z.maxLength(8192))),
  siwxMessage: z.optional(frameSiwxMessageSchema),
})
export type FrameUser = z.infer<typeof frameUserSchema>

const userRequestFields = {
  chainId: z.optional(chainIdSchema),
  preferredAccountType: z.optional(z.enum(frameAccountTypes)),
  siwxMessage: z.optional(frameSiwxMessageSchema),
  rpcUrl: z.optional(urlSchema),
}

const empty = undefined

/**
 * Every request the app makes of the frame (spec §7 "Wallet frame messaging"): the payload it
 * sends and the payload of the frame's success answer (`undefined`: that event has none). Each
 * request is answered by `@w3m-frame/<NAME>_SUCCESS` or `@w3m-frame/<NAME>_ERROR`.
 */
export const frameRequestDefinitions = {
  SWITCH_NETWORK: {
    request: z.strictObject({ chainId: chainIdSchema, rpcUrl: z.optional(urlSchema) }),
    success: z.strictObject({ chainId: chainIdSchema }),
  },
  CONNECT_EMAIL: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { request: empty, success: empty },
  CONNECT_OTP: { request: z.strictObject({ otp: otpSchema }), success: empty },
  GET_SOCIAL_REDIRECT_URI: {
    request: z.strictObject({ provider: z.enum(socialProviders) }),
    success: z.strictObject({ uri: urlSchema }),
  },
  CONNECT_SOCIAL: {
    request: z.strictObject({
      uri: z.string().check(z.minLength(1), z.maxLength(8192)),
      ...userRequestFields,
    }),
    success: frameUserSchema,
  },
  /**
   * Airlock's passkey-first login: the frame asks the visitor, on a card of its own, to create a
   * passkey (sign-up) or use theirs (login), then answers the user. No time limit: it waits for
   * the visitor.
   */
  CONNECT_PASSKEY: {
    request: z.strictObject(userRequestFields),
    success: frameUserSchema,
  },
  /**
   * Airlock: an attempt to link a social login to the logged-in user, for the popup (as
   * `GET_SOCIAL_REDIRECT_URI` is for a login).
   */
  GET_SOCIAL_LINK_URI: {
    request: z.strictObject({ provider: z.enum(socialProviders) }),
    success: z.strictObject({ uri: urlSchema }),
  },
  /**
   * Airlock: the provider step's result URI of a link attempt. The frame names the login it found
   * on a card of its own, and links it only on the visitor's click there (Cancel: a user
   * rejection). No time limit: it waits for the visitor.
   */
  LINK_SOCIAL: {
    request: z.strictObject({ uri: z.string().check(z.minLength(1), z.maxLength(8192)) }),
    success: z.strictObject({ socialProvider: z.enum(socialProviders), userName: shortText }),
  },
  GET_FARCASTER_URI: { request: empty, success: z.strictObject({ url: urlSchema }) },
  CONNECT_FARCASTER: { request: empty, success: z.strictObject({ userName: shortText }) },
  GET_USER: {
    request: z.optional(z.strictObject({ ...userRequestFields, socialUri: z.optional(shortText) })),
    success: frameUserSchema,
  },
  SIGN_OUT: { request: empty, success: empty },
  IS_CONNECTED: {
    request: z.optional(z.strictObject({ token: z.optional(shortText) })),
    success: z.strictObject({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { request: empty, success: z.strictObject({ chainId: chainIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: empty,
    success: z.strictObject({ smartAccountEnabledNetworks: z.array(z.int()) }),
  },
  INIT_SMART_ACCOUNT: {
    request: empty,
    success: z.strictObject({ address: shortText, isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    request: z.strictObject({ type: z.enum(frameAccountTypes) }),
    success: z.strictObject({ type: z.enum(frameAccountTypes), address: shortText }),
  },
  RPC_REQUEST: { request: rpcRequestSchema, success: z.unknown() },
  RPC_ABORT: { request: empty, success: empty },
  UPDATE_EMAIL: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.strictObject({ otp: otpSchema }), success: empty },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: z.strictObject({ otp: otpSchema }),
    success: z.strictObject({ newEmail: emailSchema }),
  },
  /**
   * The modal's theme for the frame's cards. Only AppKit's variable names, each a value of its
   * kind within bounds (`themeSchema.ts`): the dapp restyles the cards but cannot hide what they say.
   */
  SYNC_THEME: {
    request: z.extend(frameThemeSchema, {
      /** AppKit's accent and background as it derives them; the frame derives its own. */
      w3mThemeVariables: z.optional(
        z.strictObject({
          '--w3m-accent': z.optional(themeColorSchema),
          '--w3m-background': z.optional(themeColorSchema),
        }),
      ),
    }),
    success: empty,
  },
  SYNC_DAPP_DATA: {
    request: z.strictObject({
      metadata: z.optional(
        z.strictObject({
          name: shortText,
          description: shortText,
          url: shortText,
          icons: z.array(shortText),
        }),
      ),
      sdkVersion: z.optional(shortText),
      sdkType: z.optional(z.enum(['w3m', 'appkit'])),
      projectId: z.string().check(z.minLength(1), z.maxLength(200)),
      /** The modal's language: the frame's cards speak it (right to left for ar, fa, he). */
      language: z.optional(z.enum(frameLanguages)),
    }),
    success: empty,
  },
  RELOAD: { request: empty, success: empty },
  /**
   * Airlock's addition: shows the wallet's recovery phrase inside the frame after a step-up
   * (passkey or password). The phrase never leaves the frame; the answer carries nothing.
   */
  EXPORT_WALLET: { request: empty, success: empty },
  /**
   * Airlock's addition: the page's Buy, which the frame asked for with FUND for the approval of
   * `requestId`, has ended (a purchase completed, or the visitor went back). The frame reads the
   * account's balance again and shows that approval once more.
   */
  FUNDING_ENDED: { request: z.strictObject({ requestId: frameRequestIdSchema }), success: empty },
} as const

type Definitions = typeof frameRequestDefinitions
type Infer<schema> = schema extends z.ZodMiniType ? z.output<schema> : undefined

/** The short name of a request, e.g. `'CONNECT_EMAIL'`. */
export type FrameRequestName = keyof Definitions
/** What the app sends with a request (`undefined` for requests without a payload). */
export type FrameRequestPayload<name extends FrameRequestName> = Infer<Definitions[name]['request']>
/** What the frame's success event carries. */
export type FrameSuccessPayload<name extends FrameRequestName> = Infer<Definitions[name]['success']>

/** Every request name, in the order of spec §7. */
export const frameRequestNames = Object.keys(frameRequestDefinitions) as FrameRequestName[]

function payloadField(schema: z.ZodMiniType | undefined) {
  return schema ?? z.optional(z.undefined())
}

function recordOf<value>(make: (name: FrameRequestName) => value) {
  return Object.fromEntries(frameRequestNames.map((name) => [name, make(name)])) as {
    [name in FrameRequestName]: value
  }
}

/** One strict schema per app → frame request, keyed by request name. */
export const appEventSchemas = recordOf((name) =>
  z.strictObject({
    id: frameRequestIdSchema,
    type: z.literal(`${appEventPrefix}${name}`),
    payload: payloadField(frameRequestDefinitions[name].request),
  }),
)

/** One strict schema per success answer, keyed by request name. */
export const frameSuccessEventSchemas = recordOf((name) =>
  z.strictObject({
    id: frameRequestIdSchema,
    type: z.literal(`${frameEventPrefix}${name}_SUCCESS`),
    payload: payloadField(frameRequestDefinitions[name].success),
  }),
)

/**
 * The numeric codes of a frame's error answer: EIP-1193's provider errors and EIP-1474's JSON-RPC
 * ones (a wallet RPC error from the chain or an EIP-5792 error keeps its own number).
 */
export const frameErrorCodes = {
  /** The visitor clicked Reject or Cancel in the frame. */
  userRejected: 4001,
  /** No login in the frame, or not for the account the request names. */
  unauthorized: 4100,
  /** The frame does not serve the method (or request). */
  unsupportedMethod: 4200,
  /** The request's RPC does not serve the chain it names. */
  chainDisconnected: 4901,
  /** The request does not fit its schema. */
  invalidParams: -32602,
  /** Anything else. */
  internal: -32603,
} as const

/**
 * What an error answer carries (EIP-1193's `ProviderRpcError` fields): the numeric `code`, the
 * visitor-facing message, and in `data.code` the frame's own stable code (`FRAME_CHAIN_MISMATCH`…).
 * A frame older than this answers `{ message }` only: the host reads a missing code as internal.
 */
export const frameErrorPayloadSchema = z.strictObject({
  code: z.optional(z.int()),
  message: z.optional(z.string().check(z.maxLength(2000))),
  data: z.optional(z.strictObject({ code: z.optional(z.string().check(z.maxLength(100))) })),
})
export type FrameErrorPayload = z.infer<typeof frameErrorPayloadSchema>

/** One strict schema per error answer, keyed by request name. */
export const frameErrorEventSchemas = recordOf((name) =>
  z.strictObject({
    id: frameRequestIdSchema,
    type: z.literal(`${frameEventPrefix}${name}_ERROR`),
    payload: z.optional(frameErrorPayloadSchema),
  }),
)

/**
 * `@w3m-frame/READY`: the frame accepted this page's origin. Posted once to the parent window with
 * the private `MessagePort` all later traffic uses.
 */
export const frameReadyEventSchema = z.strictObject({
  type: z.literal(`${frameEventPrefix}READY`),
  payload: z.optional(z.strictObject({ version: z.optional(shortText) })),
})

/**
 * `@w3m-frame/ORIGIN_NOT_ALLOWED`: the frame refused to serve this page (its origin is not on the
 * project's allowlist). Carries nothing; posted to the claimed origin only.
 */
export const frameOriginNotAllowedEventSchema = z.strictObject({
  type: z.literal(`${frameEventPrefix}ORIGIN_NOT_ALLOWED`),
  payload: z.optional(z.strictObject({})),
})

/** Why the frame asks to be shown over the page. */
export const frameVisibilityReasons = ['approve', 'recovery', 'unlock', 'export'] as const
export type FrameVisibilityReason = (typeof frameVisibilityReasons)[number]

/**
 * `@w3m-frame/SET_VISIBLE`: the frame needs the visitor (to approve a request, or to use a
 * passkey, which needs a click inside the frame) or is done with them. `id` is the request it
 * belongs to. Sent over the private port only.
 */
export const frameSetVisibleEventSchema = z.strictObject({
  id: z.optional(frameRequestIdSchema),
  type: z.literal(`${frameEventPrefix}SET_VISIBLE`),
  payload: z.strictObject({
    visible: z.boolean(),
    reason: z.optional(z.enum(frameVisibilityReasons)),
  }),
})

/**
 * `@w3m-frame/FUND` (Airlock's addition): the visitor chose Buy on the approval of request `id`,
 * which lacks `amount` (whole units, a decimal string) of the chain's native coin `symbol` for its
 * value and fee. The page opens its Buy with that amount, then sends FUNDING_ENDED; the approval
 * stays pending meanwhile. Sent over the private port only.
 */
export const frameFundEventSchema = z.strictObject({
  id: frameRequestIdSchema,
  type: z.literal(`${frameEventPrefix}FUND`),
  payload: z.strictObject({
    chainId: z.int().check(z.positive()),
    symbol: z.string().check(z.minLength(1), z.maxLength(20)),
    amount: z.string().check(z.maxLength(100), z.regex(/^\d+(\.\d+)?$/)),
  }),
})

/** Any app → frame event. */
export const appEventSchema = z.union(Object.values(appEventSchemas))

/** Any frame → app event sent over the private port (answers, visibility and funding requests). */
export const framePortEventSchema = z.union([
  ...Object.values(frameSuccessEventSchemas),
  ...Object.values(frameErrorEventSchemas),
  frameSetVisibleEventSchema,
  frameFundEventSchema,
])

/** What the frame posts to its parent window: only these two, everything else goes over the port. */
export const frameWindowEventSchema = z.union([
  frameReadyEventSchema,
  frameOriginNotAllowedEventSchema,
])

/** The event envelope (spec §3): optional id, type, payload. */
export type FrameEventEnvelope = { id?: string | undefined; type: string; payload?: unknown }

export type AppEvent = z.infer<typeof appEventSchema>
export type FramePortEvent = z.infer<typeof framePortEventSchema>
export type FrameWindowEvent = z.infer<typeof frameWindowEventSchema>
export type FrameSetVisibleEvent = z.infer<typeof frameSetVisibleEventSchema>
export type FrameFundEvent = z.infer<typeof frameFundEventSchema>
