import type { Project } from '../projects/projectStore.js'
import type { Storage } from '../storage/types.js'
import { CodeExpiredApiError, InvalidCodeApiError } from './frameErrors.js'
import { iso } from './frameRequest.js'
import type { FrameRuntime } from './frameRuntime.js'
import { createCode, hashCode, sameDigest } from './secrets.js'
import { sendFrameMail } from './sendFrameMail.js'

/** What a code is for: a login, or the two steps of an email update. */
export type CodePurpose = 'login' | 'update-current' | 'update-new'

/** A stored code, as `spendCode` reads and returns it. */
export type CodeRow = {
  id: string
  code_hash: string
  attempts: number
  expires_at: Date | string
  device_id: string | null
  user_id: string | null
  new_email: string | null
}

/** Emails a fresh code; earlier unused codes of the same purpose and address stop working. */
export async function issueCode(
  frame: FrameRuntime,
  storage: Storage,
  project: Project,
  target: {
    purpose: CodePurpose
    email: string
    deviceId?: string | undefined
    userId?: string | undefined
    newEmail?: string | undefined
  },
): Promise<string> {
  const code = createCode(frame.limits.codeLength)
  const id = crypto.randomUUID()
  const expiresAt = iso(Date.now() + frame.limits.codeTtlMs)
  await storage.transaction(async (query) => {
    await query(
      `update frame_codes set used_at = now()
       where project_id = $1 and purpose = $2 and email = $3 and used_at is null`,
      [project.id, target.purpose, target.email],
    )
    await query(
      `insert into frame_codes
         (id, project_id, purpose, email, user_id, device_id, new_email, code_hash, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        project.id,
        target.purpose,
        target.email,
        target.userId ?? null,
        target.deviceId ?? null,
        target.newEmail ?? null,
        hashCode(frame.codeKey, `${project.id}\n${target.purpose}\n${target.email}`, code),
        expiresAt,
      ],
    )
  })
  await sendFrameMail(() =>
    target.purpose === 'login'
      ? frame.mailer.sendLoginCode(target.email, code, project.name)
      : frame.mailer.sendUpdateCode(
          target.email,
          code,
          target.purpose === 'update-current' ? 'current' : 'new',
          target.newEmail ?? target.email,
        ),
  )
  return expiresAt
}

/**
 * Uses the newest code of a purpose and address once. A wrong guess counts; the last allowed
 * wrong guess spends the code. Throws 'Invalid code' or 'Code expired'.
 */
export async function spendCode(
  frame: FrameRuntime,
  storage: Storage,
  project: Project,
  attempt: {
    purpose: CodePurpose
    email: string
    code: string
    deviceId?: string | undefined
    userId?: string | undefined
  },
): Promise<CodeRow> {
  const [row] = await storage.query<CodeRow>(
    `select id, code_hash, attempts, expires_at, device_id, user_id, new_email from frame_codes
     where project_id = $1 and purpose = $2 and email = $3 and used_at is null
     order by created_at desc limit 1`,
    [project.id, attempt.purpose, attempt.email],
  )
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) throw new CodeExpiredApiError()
  if (attempt.deviceId !== undefined && row.device_id !== attempt.deviceId) {
    throw new CodeExpiredApiError()
  }
  if (attempt.userId !== undefined && row.user_id !== attempt.userId) {
    throw new CodeExpiredApiError()
  }
  const expected = hashCode(
    frame.codeKey,
    `${project.id}\n${attempt.purpose}\n${attempt.email}`,
    attempt.code,
  )
  if (!sameDigest(expected, row.code_hash)) {
    const [counted] = await storage.query<{ attempts: number }>(
      `update frame_codes set attempts = attempts + 1,
         used_at = case when attempts + 1 >= $2 then now() else used_at end
       where id = $1 and used_at is null returning attempts`,
      [row.id, frame.limits.codeMaxAttempts],
    )
    if (!counted) throw new CodeExpiredApiError()
    throw new InvalidCodeApiError(Math.max(0, frame.limits.codeMaxAttempts - counted.attempts))
  }
  // Single use even when two requests race with the right code: only one update wins.
  const won = await storage.query(
    'update frame_codes set used_at = now() where id = $1 and used_at is null returning id',
    [row.id],
  )
  if (won.length === 0) throw new CodeExpiredApiError()
  return row
}
