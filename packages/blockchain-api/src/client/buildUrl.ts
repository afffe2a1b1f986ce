import { MissingPathParameterError } from '../errors/request.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'

type QueryValue = string | number | boolean | readonly string[] | undefined

export type BuildUrlParameters = {
  params?: Record<string, string | number> | undefined
  query?: Record<string, QueryValue> | undefined
}

/**
 * Builds the full URL of a route, with the project id, sdk type and version in the query. Free of
 * zod, so a page that only needs URLs (images, the RPC route) never loads the schemas.
 */
export function buildUrl(
  client: BlockchainApiClient,
  route: { path: string },
  parameters: BuildUrlParameters = {},
): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(parameters.query ?? {})) {
    if (value === undefined) continue
    search.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  search.set('projectId', client.projectId)
  search.set('st', client.sdkType)
  search.set('sv', client.sdkVersion)
  if (client.clientId) search.set('clientId', client.clientId)
  return `${client.baseUrl}${formatPath(route.path, parameters.params)}?${search}`
}

/** Fills a path template: `formatPath('/a/{id}', { id: 'x y' })` → `/a/x%20y`. */
export function formatPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new MissingPathParameterError({ parameter: name, path })
    return encodeURIComponent(String(value))
  })
}
