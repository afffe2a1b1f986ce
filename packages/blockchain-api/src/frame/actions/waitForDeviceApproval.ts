import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { RequestAbortedError } from '../../errors/request.js'
import { EmailCodeExpiredError } from '../errors.js'
import { getDeviceApproval } from './getDeviceApproval.js'

export type WaitForDeviceApprovalParameters = {
  approvalId: string
  /** Time between polls in ms. Default: 1000. */
  pollIntervalMs?: number | undefined
  signal?: AbortSignal | undefined
}

/**
 * Polls `getDeviceApproval` until the emailed link is followed; resolves then (a one-time code
 * has been emailed). Throws 'Code expired' when the link expires, or when `signal` aborts.
 *
 * @example await waitForDeviceApproval(client, { approvalId, signal })
 */
export async function waitForDeviceApproval(
  client: BlockchainApiClient,
  parameters: WaitForDeviceApprovalParameters,
): Promise<void> {
  const interval = parameters.pollIntervalMs ?? 1000
  for (;;) {
    const { status } = await getDeviceApproval(client, parameters)
    if (status === 'approved') return
    if (status === 'expired') throw new EmailCodeExpiredError()
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        parameters.signal?.removeEventListener('abort', onAbort)
        resolve()
      }, interval)
      const onAbort = () => {
        clearTimeout(timer)
        reject(new RequestAbortedError({ url: client.baseUrl, cause: parameters.signal?.reason }))
      }
      if (parameters.signal?.aborted) return onAbort()
      parameters.signal?.addEventListener('abort', onAbort, { once: true })
    })
  }
}
