import { defaultFrameUrl } from './constants.js'

export type ResolveFrameUrlParameters = {
  /** The frame site's address; wins over the environment and the default. */
  url?: string | undefined
}

/**
 * The frame site's address: the `url` option, else the `AIRLOCK_FRAME_URL` (or, for Next.js,
 * `NEXT_PUBLIC_AIRLOCK_FRAME_URL`) environment setting when the bundler provides one, else
 * `defaultFrameUrl` (the local stack).
 */
export function resolveFrameUrl(parameters: ResolveFrameUrlParameters = {}): string {
  if (parameters.url) return parameters.url
  return readEnvironment() ?? defaultFrameUrl
}

function readEnvironment(): string | undefined {
  try {
    // Written out in full so bundlers that inline `process.env.X` (Next.js, webpack) find them.
    const value =
      process.env.NEXT_PUBLIC_AIRLOCK_FRAME_URL || process.env.AIRLOCK_FRAME_URL || undefined
    return typeof value === 'string' && value ? value : undefined
  } catch {
    return undefined
  }
}
