import type * as z from 'zod/mini'
import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestEmpty, requestJson } from '../client/request.js'
import type { RequestParameters } from '../client/send.js'
import { HttpRequestError } from '../errors/request.js'
import type { RouteDefinition } from '../routes/defineRoute.js'
import { frameApiErrorOf } from './errors.js'

type FrameCallParameters = Pick<RequestParameters, 'params' | 'body' | 'signal'> & {
  /** The frame session token, sent as a bearer token. */
  token?: string | undefined
}

// A refusal (4xx) is an answer, never retried; a POST (a code sent, a guess counted) never repeats.
const readRetryStatuses: readonly number[] = [500, 502, 503, 504]

function options(route: RouteDefinition, parameters: FrameCallParameters): RequestParameters {
  return {
    params: parameters.params,
    body: parameters.body,
    signal: parameters.signal,
    headers: parameters.token ? { authorization: `Bearer ${parameters.token}` } : undefined,
    retryStatuses: route.method === 'GET' ? readRetryStatuses : [],
    retryNetworkErrors: route.method === 'GET',
  }
}

/** Calls a frame route and validates its answer; the server's refusals become typed errors. */
export async function callFrameRoute<response extends z.core.$ZodType>(
  client: BlockchainApiClient,
  route: RouteDefinition<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, response>,
  parameters: FrameCallParameters = {},
): Promise<z.infer<response>> {
  try {
    return await requestJson(client, route, options(route, parameters))
  } catch (error) {
    throw frameApiErrorOf(error)
  }
}

/** Calls a frame route that answers 204. */
export async function callFrameRouteEmpty(
  client: BlockchainApiClient,
  route: RouteDefinition,
  parameters: FrameCallParameters = {},
): Promise<void> {
  try {
    await requestEmpty(client, route, options(route, parameters))
  } catch (error) {
    throw frameApiErrorOf(error)
  }
}

/** True for a 404 answer: the thing asked for does not exist (yet). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpRequestError && error.status === 404
}
