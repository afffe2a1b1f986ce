// The page's side of the wallet frame: the app ↔ frame protocol and the host SDK. Small and
// browser-safe; custody and the frame site live in `@airlock/frame/custody` and `/site`.

export {
  FrameIframeNotSetError,
  FrameLoadError,
  FrameParentNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameTimeoutError,
  type FrameTimeoutReason,
  FrameUnsupportedMethodError,
  FrameUserRejectedError,
  InvalidFrameRequestError,
} from '../errors/frame.js'
export { FrameStorageUnavailableError } from '../errors/storage.js'
export {
  defaultFrameUrl,
  defaultFrameVersion,
  frameReadyTimeout,
  frameRequestTimeout,
  frameZIndex,
  timedFrameRequests,
} from '../host/constants.js'
export {
  type CreateFrameHostParameters,
  createFrameHost,
  type FrameFundRequest,
  type FrameHost,
  type FrameRect,
  type FrameRequestOptions,
  type FrameVisibilityEvent,
} from '../host/createFrameHost.js'
export { type CreateFrameUrlParameters, createFrameUrl } from '../host/createFrameUrl.js'
export { createRequestId } from '../host/createRequestId.js'
export { type ResolveFrameUrlParameters, resolveFrameUrl } from '../host/resolveFrameUrl.js'
export {
  parseAppEvent,
  parseFramePortEvent,
  parseFrameWindowEvent,
} from '../protocol/parseFrameEvent.js'
export {
  type FrameRpcMethod,
  type FrameRpcRequest,
  isAllowedRpcMethod,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  rpcRequestSchema,
  rpcTransactionSchema,
  type SafeRpcMethod,
  safeRpcMethods,
  type UnsafeRpcMethod,
  unsafeRpcMethods,
} from '../protocol/rpc.js'
export {
  type AppEvent,
  appEventPrefix,
  appEventSchema,
  appEventSchemas,
  type FrameAccountType,
  type FrameErrorPayload,
  type FrameEventEnvelope,
  type FrameFundEvent,
  type FramePortEvent,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSetVisibleEvent,
  type FrameSuccessPayload,
  type FrameUser,
  type FrameVisibilityReason,
  type FrameWindowEvent,
  frameAccountTypes,
  frameErrorCodes,
  frameErrorEventSchemas,
  frameErrorPayloadSchema,
  frameEventPrefix,
  frameFundEventSchema,
  frameOriginNotAllowedEventSchema,
  framePortEventSchema,
  frameReadyEventSchema,
  frameRequestDefinitions,
  frameRequestIdSchema,
  frameRequestNames,
  frameSetVisibleEventSchema,
  frameSiwxMessageSchema,
  frameSuccessEventSchemas,
  frameUserSchema,
  frameVisibilityReasons,
  frameWindowEventSchema,
  type SocialProvider,
  socialProviders,
} from '../protocol/schemas.js'
export {
  type FrameTheme,
  type FrameThemeVariables,
  frameThemeSchema,
  maxThemeColorMixStrength,
  themeColorSchema,
  themeFontFamilySchema,
  themeVariablesSchema,
} from '../protocol/themeSchema.js'
