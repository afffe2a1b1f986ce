// The frame site: the page inside the iframe, for a server that serves its own build of it. The
// built page itself (index.html + assets) ships in `dist/site/` (`@airlock/frame/site-files/*`).

export {
  type CreateDomUiOptions,
  createDomUi,
  type FrameUi,
  type FrameUiWindow,
} from '../site/createDomUi.js'
export {
  type CreateFrameSiteHeadersParameters,
  createFrameSiteHeaders,
} from '../site/createFrameSiteHeaders.js'
export { createRequestHandler, type FrameRequestContext } from '../site/createRequestHandler.js'
export {
  createMemorySessionStore,
  createSessionStore,
  type FrameSessionStore,
  type StoredFrameSession,
} from '../site/createSessionStore.js'
export {
  type CreateVisibilityGateParameters,
  createVisibilityGate,
  supportsVisibilityTracking,
  type VisibilityGate,
  type VisibilityGateWindow,
  visibilityHoldTime,
} from '../site/createVisibilityGate.js'
export {
  type ApprovalDescription,
  type ApprovalRow,
  describeRequest,
} from '../site/describeRequest.js'
export {
  createHttpFrameSiteBackend,
  type FrameLinkOffer,
  type FrameLoginResult,
  type FrameSessionUser,
  type FrameSiteBackend,
} from '../site/siteBackend.js'
export {
  type GetSmartAccountCallsStatusParameters,
  getSmartAccountCallsStatus,
  type SmartAccountCall,
  type SmartAccountCallsStatus,
  type SubmitSmartAccountCallsParameters,
  submitSmartAccountCalls,
} from '../site/smartAccountOperations.js'
export {
  type FrameSiteWindow,
  type StartFrameSiteParameters,
  type StartFrameSiteReturnType,
  startFrameSite,
} from '../site/startFrameSite.js'
