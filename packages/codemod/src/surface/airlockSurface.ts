import { z } from 'zod'

/**
 * What Airlock's packages offer, as the codemod checks an app against it: each module's export
 * names, each checked export's option keys, each package's required peer dependencies. The build
 * reads it from the packages' types (readAirlockSurface), so it matches the release it ships with.
 */
export type AirlockSurface = {
  /** Export names (values and types) of each Airlock module, by specifier. */
  modules: Record<string, string[]>
  /**
   * Option keys of each checked export (`module#name`): all it takes, the ones it requires, and
   * the keys of its object options (`nested.features`).
   */
  options: Record<string, { keys: string[]; required: string[]; nested: Record<string, string[]> }>
  /** Required peer dependencies of each Airlock package, name to range. */
  peers: Record<string, Record<string, string>>
}

/** The zod schema of `AirlockSurface`, for the JSON file the build writes. */
export const airlockSurfaceSchema = z.object({
  modules: z.record(z.string(), z.array(z.string())),
  options: z.record(
    z.string(),
    z.object({
      keys: z.array(z.string()),
      required: z.array(z.string()),
      nested: z.record(z.string(), z.array(z.string())),
    }),
  ),
  peers: z.record(z.string(), z.record(z.string(), z.string())),
}) satisfies z.ZodType<AirlockSurface>

/** The file, in the package's `dist`, that holds the surface the build read. */
export const airlockSurfaceFileName = 'airlockSurface.json'
