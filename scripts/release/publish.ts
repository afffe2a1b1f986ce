import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export type PublishResult = {
  /** `name@version` of each package this run published. */
  published: string[]
  /** What `changeset publish` printed, for the log. */
  output: string
}

/** A publish in which some packages failed: they are named, in `packages` and in the message. */
export class PublishFailedError extends Error {
  override name = 'PublishFailedError'
  constructor(
    readonly packages: readonly string[],
    readonly output: string,
  ) {
    super(
      packages.length
        ? `these packages failed to publish: ${packages.join(', ')}`
        : `changeset publish failed: ${output.slice(-2000)}`,
    )
  }
}

const require = createRequire(import.meta.url)

/** A package of the workspace, by name and the version a publish would give the registry. */
export type PublicPackage = { name: string; version: string }

/**
 * `changeset publish` in the workspace at `cwd`, as a release runs it, to the registry `env`
 * names: each public package whose version that registry does not have yet is published with
 * `pnpm publish`. No git tags (the release itself tags). A second run with nothing new publishes
 * nothing. What was published is read back from the registry, not from the log (changesets
 * writes its lists to stdout and their headings to stderr).
 *
 * @throws PublishFailedError naming each of `packages` the registry does not have afterwards.
 */
export async function publishWorkspace(
  cwd: string,
  env: Record<string, string>,
  packages: readonly PublicPackage[],
): Promise<PublishResult> {
  const registry = env.npm_config_registry
  if (!registry) throw new Error('publishWorkspace: env has no npm_config_registry')
  const before = await listPublished(registry, packages)
  const bin = require.resolve('@changesets/cli/bin.js')
  const { code, output } = await new Promise<{ code: number | null; output: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, [bin, 'publish', '--no-git-tag'], {
        cwd,
        env: { ...process.env, ...env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
      })
      child.stderr.on('data', (chunk) => {
        output += chunk
      })
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, output }))
    },
  )
  const after = await listPublished(registry, packages)
  const failed = packages.map(id).filter((name) => !after.has(name))
  if (code !== 0 || failed.length) throw new PublishFailedError(failed, output)
  return { published: [...after].filter((name) => !before.has(name)), output }
}

const id = ({ name, version }: PublicPackage) => `${name}@${version}`

/** `name@version` of each of `packages` the registry has. */
async function listPublished(
  registry: string,
  packages: readonly PublicPackage[],
): Promise<Set<string>> {
  const found = new Set<string>()
  for (const item of packages) {
    const response = await fetch(new URL(item.name.replace('/', '%2f'), registry))
    if (response.status === 404) continue
    if (!response.ok) throw new Error(`${registry} answered ${response.status} for ${item.name}`)
    const document = (await response.json()) as { versions?: Record<string, unknown> }
    if (document.versions?.[item.version]) found.add(id(item))
  }
  return found
}
