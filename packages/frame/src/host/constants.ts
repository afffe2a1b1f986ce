import type { FrameRequestName } from '../protocol/schemas.js'

/** Where the frame site is served when nothing else is configured: the local stack's frame origin. */
export const defaultFrameUrl = 'http://wallet.localhost:8788/'

/** The frame SDK version sent in the frame's address (spec §7: default 4). */
export const defaultFrameVersion = '4'

/** How long a request waits for the frame to announce ready. */
export const frameReadyTimeout = 20_000

/** How long the login requests wait for their answer (spec: 30 s). */
export const frameRequestTimeout = 30_000

/** The requests that time out after `frameRequestTimeout`; the others wait for the visitor. */
export const timedFrameRequests: readonly FrameRequestName[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_SOCIAL_LINK_URI',
]

/** The iframe's stacking order (spec §2: wallet iframe z-index 999999). */
export const frameZIndex = 999_999
