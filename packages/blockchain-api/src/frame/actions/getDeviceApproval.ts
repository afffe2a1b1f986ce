import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { type FrameDeviceApprovalResponse, frameDeviceApprovalRoute } from '../routes.js'

export type GetDeviceApprovalParameters = {
  approvalId: string
  signal?: AbortSignal | undefined
}

export type GetDeviceApprovalReturnType = FrameDeviceApprovalResponse

/**
 * Whether the new-device link emailed by `startEmailLogin` was followed
 * (`GET /v1/frame/device-approvals/{approvalId}`): `pending`, `approved` (a code is on its way)
 * or `expired`.
 *
 * @example const { status } = await getDeviceApproval(client, { approvalId })
 */
export function getDeviceApproval(
  client: BlockchainApiClient,
  parameters: GetDeviceApprovalParameters,
): Promise<GetDeviceApprovalReturnType> {
  return callFrameRoute(client, frameDeviceApprovalRoute, {
    params: { approvalId: parameters.approvalId },
    signal: parameters.signal,
  })
}
