import type * as z from 'zod/mini'
import type { RouteDefinition } from '../routes/defineRoute.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { type RequestParameters, readBody, send } from './send.js'

/**
 * As requestJson, for a request a view makes as it opens: the route's schemas, and zod with them,
 * load once an answer has arrived, not with the view. `path` is the route's, from a module
 * without schemas.
 */
export async function requestJsonLazily<response extends z.core.$ZodType>(
  client: BlockchainApiClient,
  route: Pick<RouteDefinition, 'method' | 'path'>,
  loadRoute: () => Promise<
    RouteDefinition<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, response>
  >,
  parameters: RequestParameters = {},
): Promise<z.infer<response>> {
  const { url, response } = await send(client, route, parameters)
  const body = await readBody(response)
  const [schemas, { parseResponse: parse }] = await Promise.all([
    loadRoute(),
    import('./parseResponse.js'),
  ])
  return parse(schemas, url, body)
}
