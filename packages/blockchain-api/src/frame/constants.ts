/** Limits of email one-time-code login, shared by the frame, the modal and the server (spec §9). */
export const frameAuthLimits = {
  /** A login (or email update) may not be triggered again for the same address within this. */
  emailCooldownMs: 30_000,
  /** Digits in a one-time code (the modal shows six boxes). */
  codeLength: 6,
  /** How long an emailed code can be used ("The code expires in 20 minutes"). */
  codeTtlMs: 20 * 60_000,
  /** Wrong guesses a code survives; the next wrong one spends it. */
  codeMaxAttempts: 5,
  /** How long an emailed new-device approval link works. */
  deviceApprovalTtlMs: 20 * 60_000,
  /** How long a frame session lasts after its login. */
  sessionTtlMs: 7 * 24 * 3600_000,
  /** A frame session unused this long ends before its time. */
  sessionIdleMs: 3 * 24 * 3600_000,
  /** How long the link that undoes a login email change works (sent to the previous address). */
  emailChangeCancelTtlMs: 7 * 24 * 3600_000,
} as const
