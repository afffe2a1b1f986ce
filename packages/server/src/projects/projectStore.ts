import { createHash, timingSafeEqual } from 'node:crypto'
import { matchOrigin } from '@airlock/blockchain-api'
import type { ProjectConfig } from '../config/types.js'
import type { Storage } from '../storage/types.js'

export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  ownerKeyHash: string | null
  analyticsEnabled: boolean
}

/**
 * The project of local work: local pages only, for the local stack and tests. A server on a
 * loopback address has it unless told otherwise; anywhere else it is off (its owner key is public).
 */
export const localDevProject: ProjectConfig = {
  id: 'local-dev',
  name: 'Local development',
  allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
  ownerKey: 'local-dev-owner',
}

export type ProjectStore = {
  get: (id: string) => Project | undefined
  /** True when `key` is the project's owner key. */
  isOwnerKey: (project: Project, key: string) => boolean
  /** True when a page of `origin` may call for the project (`matchOrigin`, remembered per origin). */
  allowsOrigin: (project: Project, origin: string) => boolean
}

/** Origins remembered per project; the `Origin` header is the caller's: dropped whole when full. */
const maxOriginsPerProject = 1000

/**
 * Writes the configured projects to the database and keeps every project in memory, except those
 * in `omit` (a project stored by an earlier start, such as `local-dev`, that must not be served).
 */
export async function createProjectStore(
  storage: Storage,
  configured: readonly ProjectConfig[],
  options: { omit?: readonly string[] | undefined } = {},
): Promise<ProjectStore> {
  const omitted = new Set(options.omit ?? [])
  for (const project of configured) {
    await storage.query(
      `insert into projects (id, name, allowed_origins, owner_key_hash, analytics_enabled)
       values ($1, $2, $3, $4, $5)
       on conflict (id) do update set name = excluded.name, allowed_origins = excluded.allowed_origins,
         owner_key_hash = excluded.owner_key_hash, analytics_enabled = excluded.analytics_enabled`,
      [
        project.id,
        project.name ?? project.id,
        JSON.stringify(project.allowedOrigins),
        project.ownerKey ? hashKey(project.ownerKey) : null,
        project.analyticsEnabled ?? true,
      ],
    )
  }
  const rows = await storage.query<{
    id: string
    name: string
    allowed_origins: string[] | string
    owner_key_hash: string | null
    analytics_enabled: boolean
  }>('select id, name, allowed_origins, owner_key_hash, analytics_enabled from projects')
  const projects = new Map<string, Project>(
    rows
      .filter((row) => !omitted.has(row.id))
      .map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          allowedOrigins:
            typeof row.allowed_origins === 'string'
              ? (JSON.parse(row.allowed_origins) as string[])
              : row.allowed_origins,
          ownerKeyHash: row.owner_key_hash,
          analyticsEnabled: row.analytics_enabled,
        },
      ]),
  )
  const originChecks = new WeakMap<readonly string[], Map<string, boolean>>()
  return {
    get: (id) => projects.get(id),
    allowsOrigin: (project, origin) => {
      // Keyed by the project's list of patterns: a project given another list is checked afresh.
      let checked = originChecks.get(project.allowedOrigins)
      if (!checked) {
        checked = new Map()
        originChecks.set(project.allowedOrigins, checked)
      }
      let allowed = checked.get(origin)
      if (allowed === undefined) {
        allowed = matchOrigin(origin, project.allowedOrigins)
        if (checked.size >= maxOriginsPerProject) checked.clear()
        checked.set(origin, allowed)
      }
      return allowed
    },
    isOwnerKey: (project, key) => {
      if (!project.ownerKeyHash) return false
      const expected = Buffer.from(project.ownerKeyHash, 'hex')
      const given = Buffer.from(hashKey(key), 'hex')
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}
