import type { Limiter } from './createLimiter.js'
import type { Mailer } from './createMailer.js'
import type { FrameLimit } from './frameOptions.js'

/** What the frame routes need besides the server context; built by `createFrameApp`. */
export type FrameRuntime = {
  /** The frame's public origin: the only page origin the routes answer. */
  publicOrigin: () => string
  limiter: Limiter
  mailer: Mailer
  /** HMAC key of stored codes and approval links. */
  codeKey: Buffer
  deviceApproval: boolean
  limits: {
    cooldownMs: number
    codeLength: number
    codeTtlMs: number
    codeMaxAttempts: number
    sessionTtlMs: number
    sessionIdleMs: number
    deviceApprovalTtlMs: number
    emailsPerAddress: FrameLimit
    startsPerIp: FrameLimit
    guessesPerIp: FrameLimit
    /** Distinct addresses one client may start email logins for (against enumeration). */
    addressesPerIp: FrameLimit
    /** Releases of the recovery halves to sessions on devices new to the user. */
    recoveryReleasesPerUser: FrameLimit
  }
}
