import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { NameResolutionError } from '../errors/names.js'
import { HttpRequestError } from '../errors/request.js'
import { type NameRecord, nameAccountRoute } from '../routes/profile.js'

export type GetNameAccountParameters = {
  /** The full name, e.g. `alice.reown.id`. */
  name: string
  signal?: AbortSignal | undefined
}

/** The name's record, or undefined when nobody holds it. */
export type GetNameAccountReturnType = NameRecord | undefined

export type GetNameAccountErrorType = NameResolutionError

/**
 * Resolves a name to its record (its address per coin type). Undefined for a free name; any other
 * failure is 'Error resolving name', or the server's first reason when it gives one.
 *
 * @example const record = await getNameAccount(client, { name: 'alice.reown.id' })
 */
export async function getNameAccount(
  client: BlockchainApiClient,
  parameters: GetNameAccountParameters,
): Promise<GetNameAccountReturnType> {
  try {
    return await requestJson(client, nameAccountRoute, {
      params: { name: parameters.name },
      query: { apiVersion: '2' },
      signal: parameters.signal,
      retryStatuses: [],
    })
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return undefined
    throw new NameResolutionError({ reason: firstReason(error), cause: error })
  }
}

/** `{ reasons: [{ description }] }`: the server's first reason, when the body has one. */
function firstReason(error: unknown): string | undefined {
  if (!(error instanceof HttpRequestError)) return undefined
  const reasons = (error.body as { reasons?: { description?: unknown }[] } | null)?.reasons
  const description = Array.isArray(reasons) ? reasons[0]?.description : undefined
  return typeof description === 'string' ? description : undefined
}
