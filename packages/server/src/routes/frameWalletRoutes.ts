import { type FrameWallet, frameCreateWalletRoute, frameWalletRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import { approvalPath, maskEmail } from '../frame/deviceApprovals.js'
import {
  DeviceApprovalRequiredApiError,
  WalletExistsApiError,
  WalletNotFoundApiError,
} from '../frame/frameErrors.js'
import { limit } from '../frame/frameRateLimits.js'
import { iso } from '../frame/frameRequest.js'
import type { FrameRuntime } from '../frame/frameRuntime.js'
import { authenticate, type SessionRow, trustDevice } from '../frame/frameSession.js'
import { createToken, hashToken } from '../frame/secrets.js'
import { sendFrameMail } from '../frame/sendFrameMail.js'
import { parseRequest } from '../http/parseRequest.js'
import type { Project } from '../projects/projectStore.js'

/**
 * The embedded wallet's record: its creation (address commitment and the recovery set, opaque
 * blobs) and reading it back, which on a device new to the user releases the recovery set only
 * within the user's budget and, for a social login with an address on record, after the emailed
 * approval.
 */
export function registerFrameWalletRoutes(
  app: FastifyInstance,
  context: ServerContext,
  frame: FrameRuntime,
): void {
  const { storage } = context
  const { limits, limiter } = frame

  app.post(frameCreateWalletRoute.path, async (request): Promise<FrameWallet> => {
    const { session } = await authenticate(storage, request, { idleMs: limits.sessionIdleMs })
    const { body } = parseRequest(frameCreateWalletRoute, request)
    const [row] = await storage.query<WalletRow>(
      `insert into frame_wallets (user_id, address, solana_address, recovery_share, sealed_recovery_share)
       values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing
       returning address, solana_address, recovery_share, sealed_recovery_share, created_at`,
      [
        session.user_id,
        body.address,
        body.solanaAddress ?? null,
        body.recoveryShare,
        body.sealedRecoveryShare,
      ],
    )
    if (!row) throw new WalletExistsApiError()
    // The device that made the wallet had its halves: reading them back releases nothing.
    await storage.query(
      `update frame_sessions set recovery_released_at = coalesce(recovery_released_at, now())
       where token_hash = $1`,
      [session.token_hash],
    )
    await trustDevice(storage, session)
    return toWallet(row)
  })

  app.get(frameWalletRoute.path, async (request): Promise<FrameWallet> => {
    const { session, project } = await authenticate(storage, request, {
      idleMs: limits.sessionIdleMs,
    })
    const [row] = await storage.query<WalletRow>(
      `select address, solana_address, recovery_share, sealed_recovery_share, created_at
       from frame_wallets where user_id = $1`,
      [session.user_id],
    )
    if (!row) throw new WalletNotFoundApiError()
    if (session.new_device && !session.recovery_released_at) {
      const address = session.social_provider ? await addressOnRecord(session) : undefined
      if (address && frame.deviceApproval) await requireRecoveryApproval(session, project, address)
      // A passkey login needs no approval (the passkey is the factor), but an address the visitor
      // added is told of the release, as after a provider's login.
      const told = session.passkey_login ? (session.email ?? undefined) : address
      await releaseRecoveryToNewDevice(session, project, told)
    }
    return toWallet(row)
  })

  /** Where a social login's user is reached: the login email, else an address a provider verified. */
  async function addressOnRecord(session: SessionRow): Promise<string | undefined> {
    if (session.email) return session.email
    const [identity] = await storage.query<{ email: string }>(
      `select email from frame_identities
       where user_id = $1 and email is not null order by updated_at desc limit 1`,
      [session.user_id],
    )
    return identity?.email
  }

  /**
   * A social or Farcaster login on a device new to a user with an address on record gets the
   * recovery halves only once the link mailed to that address approves the device (F9): until
   * then 403 `DEVICE_APPROVAL_REQUIRED` names the approval to wait for. One approval per session,
   * reused while pending; a new one (and mail) once it expired. Without an address the provider
   * login stays the only factor.
   */
  async function requireRecoveryApproval(session: SessionRow, project: Project, address: string) {
    const approval = await storage.transaction(async (query) => {
      // One approval and one mail even when the frame reads the wallet twice at once.
      await query('select 1 from frame_sessions where token_hash = $1 for update', [
        session.token_hash,
      ])
      const [latest] = await query<{
        id: string
        expires_at: Date | string
        approved_at: Date | string | null
      }>(
        `select id, expires_at, approved_at from frame_device_approvals
         where session_token_hash = $1 and purpose = 'recovery' order by created_at desc limit 1`,
        [session.token_hash],
      )
      if (latest?.approved_at) return undefined
      if (latest && new Date(latest.expires_at).getTime() > Date.now()) {
        return { approvalId: latest.id, expiresAt: iso(latest.expires_at) }
      }
      await limit(limiter, `emails:${project.id}:${address}`, limits.emailsPerAddress)
      const id = crypto.randomUUID()
      const token = createToken()
      const expiresAt = iso(Date.now() + limits.deviceApprovalTtlMs)
      await query(
        `insert into frame_device_approvals
           (id, project_id, user_id, device_id, token_hash, expires_at, purpose, session_token_hash)
         values ($1, $2, $3, $4, $5, $6, 'recovery', $7)`,
        [
          id,
          project.id,
          session.user_id,
          session.device_id,
          hashToken(token),
          expiresAt,
          session.token_hash,
        ],
      )
      const link = `${frame.publicOrigin()}${approvalPath(id)}?${new URLSearchParams({ projectId: project.id, token })}`
      // Sent before the approval commits: no approval waits for a mail that never left.
      await sendFrameMail(() =>
        frame.mailer.sendRecoveryApproval(
          address,
          link,
          project.name,
          session.social_provider ?? 'social',
        ),
      )
      return { approvalId: id, expiresAt }
    })
    if (approval) {
      throw new DeviceApprovalRequiredApiError({ ...approval, email: maskEmail(address) })
    }
  }

  /**
   * The first time a session on a device new to its user reads the recovery halves: counted
   * against the user's budget (a stolen login cannot restore the wallet on device after device),
   * and for a login the user's inbox did not make (social, Farcaster), told to the address on
   * record (a passkey login: to the email the visitor added, if any). The device is known from
   * then on.
   */
  async function releaseRecoveryToNewDevice(
    session: SessionRow,
    project: Project,
    address: string | undefined,
  ) {
    await limit(limiter, `recovery-release:${session.user_id}`, limits.recoveryReleasesPerUser)
    await storage.query(
      'update frame_sessions set recovery_released_at = now() where token_hash = $1',
      [session.token_hash],
    )
    await trustDevice(storage, session)
    if (!address) return
    await sendFrameMail(() =>
      frame.mailer.sendRecoveryNotice(
        address,
        project.name,
        session.social_provider ?? (session.passkey_login ? 'passkey' : ''),
      ),
    )
  }
}

type WalletRow = {
  address: string
  solana_address: string | null
  recovery_share: string
  sealed_recovery_share: string
  created_at: Date | string
}

function toWallet(row: WalletRow): FrameWallet {
  return {
    address: row.address,
    solanaAddress: row.solana_address,
    recoveryShare: row.recovery_share,
    sealedRecoveryShare: row.sealed_recovery_share,
    createdAt: iso(row.created_at),
  }
}
