import { frameDeviceApprovalRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import { approvalPath, findApproval } from '../frame/deviceApprovals.js'
import { issueCode } from '../frame/frameCodes.js'
import { iso, projectOf } from '../frame/frameRequest.js'
import type { FrameRuntime } from '../frame/frameRuntime.js'
import { escapeHtml, htmlPage } from '../frame/htmlPage.js'
import { NotFoundError } from '../http/errors.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'

/**
 * New-device approval: the status a waiting frame polls, and the emailed link's page whose button
 * approves (a login's device, then a code is mailed; or a social login's recovery on a new device).
 */
export function registerFrameDeviceApprovalRoutes(
  app: FastifyInstance,
  context: ServerContext,
  frame: FrameRuntime,
): void {
  const { storage } = context
  const { limits, limiter } = frame

  app.get(fastifyPath(frameDeviceApprovalRoute.path), async (request) => {
    const project = projectOf(request)
    const { params } = parseRequest(frameDeviceApprovalRoute, request)
    const [row] = await storage.query<{
      expires_at: Date | string
      approved_at: Date | string | null
    }>(
      'select expires_at, approved_at from frame_device_approvals where id = $1 and project_id = $2',
      [params.approvalId, project.id],
    )
    if (!row) throw new NotFoundError('Approval not found')
    const status = row.approved_at
      ? 'approved'
      : new Date(row.expires_at).getTime() <= Date.now()
        ? 'expired'
        : 'pending'
    return { status, expiresAt: iso(row.expires_at) }
  })

  // The emailed link opens a page whose button approves: a mail scanner that follows links does not.
  app.get(`${approvalPath(':approvalId')}`, async (request, reply) => {
    const project = projectOf(request)
    const approval = await findApproval(storage, project, request)
    if (!approval.ok) return htmlPage(reply, 400, 'This link does not work', approval.reason)
    const query = new URLSearchParams({
      projectId: project.id,
      token: String((request.query as Record<string, unknown>).token),
    })
    const form = (button: string) =>
      `<form method="post" action="${approvalPath(approval.id)}?${escapeHtml(query.toString())}"><button type="submit">${button}</button></form>`
    if (approval.purpose === 'recovery') {
      return htmlPage(
        reply,
        200,
        'Approve this device?',
        `Someone logged in to ${project.name} with your ${approval.login} account on a new device or site and wants to restore your wallet there. Approve only if it is you.`,
        form('Approve device'),
      )
    }
    return htmlPage(
      reply,
      200,
      'Approve this login?',
      `Someone is logging in to ${project.name} with your email on a new device or site.`,
      form('Approve login'),
    )
  })

  app.post(`${approvalPath(':approvalId')}`, async (request, reply) => {
    const project = projectOf(request)
    const approval = await findApproval(storage, project, request)
    if (!approval.ok) return htmlPage(reply, 400, 'This link does not work', approval.reason)
    if (approval.purpose === 'recovery') {
      // Approves the restore for the session that asked; no code, no login, nothing mailed.
      const approved = await storage.query(
        `update frame_device_approvals set approved_at = now()
         where id = $1 and approved_at is null returning id`,
        [approval.id],
      )
      if (approved.length === 0) {
        return htmlPage(reply, 400, 'This link does not work', 'The device was approved already.')
      }
      return htmlPage(
        reply,
        200,
        'Device approved',
        'Go back to where you logged in: your wallet opens there.',
      )
    }
    if (!approval.email) {
      return htmlPage(reply, 400, 'This link does not work', 'The login has no email now.')
    }
    const email = approval.email
    // The code it sends counts against the address's mail limit like any other.
    const metered = await limiter.hit(
      `emails:${project.id}:${email}`,
      limits.emailsPerAddress.max,
      limits.emailsPerAddress.windowMs,
    )
    if (!metered.ok) {
      return htmlPage(reply, 429, 'Too many emails', 'Wait a while, then start the login again.')
    }
    const approved = await storage.query(
      `update frame_device_approvals set approved_at = now()
       where id = $1 and approved_at is null returning id`,
      [approval.id],
    )
    if (approved.length === 0) {
      return htmlPage(reply, 400, 'This link does not work', 'The login was approved already.')
    }
    // The device is enrolled by the login the code makes, not by the link: an approved device
    // whose code is never used stays unknown.
    await issueCode(frame, storage, project, {
      purpose: 'login',
      email,
      deviceId: approval.deviceId,
    })
    return htmlPage(
      reply,
      200,
      'Login approved',
      'A login code is on its way to your inbox. Enter it where you started to log in.',
    )
  })
}
