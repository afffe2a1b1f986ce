import type { CreateServerOptions } from '../createServer.js'
import { localDevProject } from '../projects/projectStore.js'
import { isLoopbackHost } from './isLoopbackHost.js'

/** Shortest owner key `airlock-server` accepts on a public address. */
const minimumOwnerKeyLength = 16

const codeSecretFix =
  'a random secret of at least 32 characters, the same on every instance (openssl rand -hex 32), or turn the frame off with AIRLOCK_FRAME=off'

/**
 * What `airlock-server` refuses to start with, each line saying what and how to fix it (empty: it
 * may start). Anywhere: the frame backend without a code secret when Postgres or Redis makes
 * several instances share its codes. On an address other than loopback, besides: the frame
 * backend without a code secret, the `local-dev` project, a project open to every origin (`*`) and
 * a guessable owner key.
 *
 * @example
 * const problems = checkServerPosture(readEnvOptions(process.env))
 * if (problems.length > 0) {
 *   console.error(problems.map((problem) => `- ${problem}`).join('\n'))
 *   process.exit(1)
 * }
 */
export function checkServerPosture(options: CreateServerOptions): string[] {
  const problems: string[] = []
  const host = options.host ?? '127.0.0.1'
  const isPublic = !isLoopbackHost(host)
  const frameWithoutSecret = options.frame !== false && !options.frame?.codeSecret
  const shared = [options.databaseUrl && 'DATABASE_URL', options.redisUrl && 'REDIS_URL'].filter(
    Boolean,
  )
  if (frameWithoutSecret && shared.length > 0) {
    problems.push(
      `the frame backend has no AIRLOCK_FRAME_CODE_SECRET, and ${shared.join(' and ')} ${shared.length > 1 ? 'make' : 'makes'} several instances share its codes: a code one instance sent would fail on another (each would make its own key). Set it to ${codeSecretFix}`,
    )
  } else if (frameWithoutSecret && isPublic) {
    problems.push(`the frame backend has no AIRLOCK_FRAME_CODE_SECRET: set it to ${codeSecretFix}`)
  }
  if (!isPublic) return problems
  if (options.includeLocalDevProject === true) {
    problems.push(
      `the local-dev project is on (its owner key ${localDevProject.ownerKey} is public, and any local page may embed the frame under it): set AIRLOCK_LOCAL_DEV_PROJECT=off and configure your own projects in AIRLOCK_PROJECTS`,
    )
  }
  for (const project of options.projects ?? []) {
    if (project.allowedOrigins.includes('*')) {
      problems.push(
        `project ${project.id} allows every origin (*): list the exact origins of its pages in AIRLOCK_PROJECTS`,
      )
    }
    const key = project.ownerKey
    if (
      key !== undefined &&
      (key.length < minimumOwnerKeyLength || key === localDevProject.ownerKey)
    ) {
      problems.push(
        `project ${project.id} has a guessable owner key (${key === localDevProject.ownerKey ? 'the public local-dev one' : `shorter than ${minimumOwnerKeyLength} characters`}): give it a random key of at least ${minimumOwnerKeyLength} characters (openssl rand -hex 32), or none`,
      )
    }
  }
  return problems
}
