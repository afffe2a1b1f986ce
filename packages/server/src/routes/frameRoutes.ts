import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import type { FrameRuntime } from '../frame/frameRuntime.js'
import { registerFrameAuthShareRoutes } from './frameAuthShareRoutes.js'
import { registerFrameDeviceApprovalRoutes } from './frameDeviceApprovalRoutes.js'
import { registerFrameEmailChangeRoutes } from './frameEmailChangeRoutes.js'
import { registerFrameLoginRoutes } from './frameLoginRoutes.js'
import { registerFramePasskeyRoutes } from './framePasskeyRoutes.js'
import { registerFrameSessionRoutes } from './frameSessionRoutes.js'
import { registerFrameWalletRoutes } from './frameWalletRoutes.js'

/**
 * The frame backend: email one-time-code login, passkey-first sign-up and login, new-device approval by emailed link, frame
 * sessions (opaque bearer tokens, stored hashed), the auth shares and recovery set (opaque blobs:
 * the server never sees a key), email update and the project's allowed origins. Codes are stored
 * as HMACs, work once, expire, survive a few wrong guesses, and are limited per address and per IP.
 */
export function registerFrameRoutes(
  app: FastifyInstance,
  context: ServerContext,
  frame: FrameRuntime,
): void {
  registerFrameLoginRoutes(app, context, frame)
  registerFramePasskeyRoutes(app, context, frame)
  registerFrameDeviceApprovalRoutes(app, context, frame)
  registerFrameSessionRoutes(app, context, frame)
  registerFrameWalletRoutes(app, context, frame)
  registerFrameAuthShareRoutes(app, context, frame)
  registerFrameEmailChangeRoutes(app, context, frame)
}
