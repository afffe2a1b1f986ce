import { defaultFrameVersion } from './constants.js'

export type CreateFrameUrlParameters = {
  /** The frame site's address (`resolveFrameUrl`). */
  url: string
  projectId: string
  chainId?: string | number | undefined
  /** Default `'4'`. */
  version?: string | undefined
  enableLogger?: boolean | undefined
  rpcUrl?: string | undefined
}

/** The iframe's `src`: the frame site with projectId, chainId, version and enableLogger (spec §2). */
export function createFrameUrl(parameters: CreateFrameUrlParameters): URL {
  const url = new URL(parameters.url)
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('chainId', String(parameters.chainId ?? 1))
  url.searchParams.set('version', parameters.version ?? defaultFrameVersion)
  url.searchParams.set('enableLogger', String(parameters.enableLogger ?? false))
  if (parameters.rpcUrl) url.searchParams.set('rpcUrl', parameters.rpcUrl)
  return url
}
