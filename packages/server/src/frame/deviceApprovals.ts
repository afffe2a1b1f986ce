import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Project } from '../projects/projectStore.js'
import type { Storage } from '../storage/types.js'
import { hashToken, sameDigest } from './secrets.js'

/** The path of the emailed new-device link (a page on the frame origin). */
export function approvalPath(id: string): string {
  return `/v1/frame/device-approvals/${id}/approve`
}

/**
 * A known user on a device it never logged in from (each dapp site is a storage partition), or
 * only by a social login its inbox has not approved.
 */
export async function needsApproval(
  storage: Storage,
  userId: string,
  deviceId: string,
): Promise<boolean> {
  const devices = await storage.query<{ device_id: string; trusted: boolean }>(
    'select device_id, trusted from frame_devices where user_id = $1',
    [userId],
  )
  return (
    devices.length > 0 && !devices.some((device) => device.device_id === deviceId && device.trusted)
  )
}

type ApprovalLookup =
  | {
      ok: true
      id: string
      /** `login`: an email login's new device (a code follows); `recovery`: a social login's restore. */
      purpose: 'login' | 'recovery'
      userId: string
      deviceId: string
      /** The user's login email (none for a social user). */
      email: string | null
      /** The provider of the session a `recovery` approval is for. */
      login: string
    }
  | { ok: false; reason: string }

/** The approval a link names, checked against its token, or why the link does not work. */
export async function findApproval(
  storage: Storage,
  project: Project,
  request: FastifyRequest,
): Promise<ApprovalLookup> {
  const id = (request.params as { approvalId?: unknown }).approvalId
  const token = (request.query as Record<string, unknown>).token
  if (typeof id !== 'string' || !z.uuid().safeParse(id).success || typeof token !== 'string') {
    return { ok: false, reason: 'The link is incomplete.' }
  }
  const [row] = await storage.query<{
    user_id: string
    device_id: string
    token_hash: string
    expires_at: Date | string
    approved_at: Date | string | null
    purpose: string
    email: string | null
    social_provider: string | null
  }>(
    `select a.user_id, a.device_id, a.token_hash, a.expires_at, a.approved_at, a.purpose, u.email,
       s.social_provider
     from frame_device_approvals a join frame_users u on u.id = a.user_id
     left join frame_sessions s on s.token_hash = a.session_token_hash
     where a.id = $1 and a.project_id = $2`,
    [id, project.id],
  )
  if (!row || !sameDigest(hashToken(token), row.token_hash)) {
    return { ok: false, reason: 'The link is not valid.' }
  }
  const recovery = row.purpose === 'recovery'
  if (row.approved_at) {
    return {
      ok: false,
      reason: recovery ? 'The device was approved already.' : 'The login was approved already.',
    }
  }
  if (new Date(row.expires_at).getTime() <= Date.now()) {
    return {
      ok: false,
      reason: recovery
        ? 'The link has expired. Open the wallet again on that device for a new one.'
        : 'The link has expired. Start the login again.',
    }
  }
  return {
    ok: true,
    id,
    purpose: recovery ? 'recovery' : 'login',
    userId: row.user_id,
    deviceId: row.device_id,
    email: row.email,
    login: row.social_provider ?? 'social',
  }
}

/** `ada@example.com` → `a•••@example.com`: enough for the visitor to know which inbox to open. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`
}
