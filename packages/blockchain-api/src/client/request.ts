import type * as z from 'zod/mini'
import type { RouteDefinition } from '../routes/defineRoute.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { parseResponse } from './parseResponse.js'
import { type RequestParameters, readBody, send } from './send.js'

/**
 * Calls a route and validates the JSON answer with the route's schema. Retries (spec §7) on
 * 403/408/413/429/5xx statuses, network failures and timeouts, with an exponential backoff from
 * `client.retryDelay`, waiting for `Retry-After` instead when the server sends one.
 */
export async function requestJson<response extends z.core.$ZodType>(
  client: BlockchainApiClient,
  route: RouteDefinition<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, response>,
  parameters: RequestParameters = {},
): Promise<z.infer<response>> {
  const { url, response } = await send(client, route, parameters)
  return parseResponse(route, url, await readBody(response))
}

/** Calls a route that answers with no content. */
export async function requestEmpty(
  client: BlockchainApiClient,
  route: RouteDefinition,
  parameters: RequestParameters = {},
): Promise<void> {
  const { response } = await send(client, route, parameters)
  await response.arrayBuffer()
}
