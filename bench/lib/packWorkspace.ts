import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

// Shared by the release check (scripts/release) and bench/modal: what npm would get from a publish.

type Manifest = {
  name: string
  version: string
  private?: boolean
  dependencies?: Record<string, string>
}
export type WorkspacePackage = { folder: string; manifest: Manifest }

/** The repository's publishable packages (not private) under `packages/`. */
export function listPublishablePackages(repo: string): WorkspacePackage[] {
  return readdirSync(join(repo, 'packages'))
    .map((folder) => join(repo, 'packages', folder))
    .filter((folder) => existsSync(join(folder, 'package.json')))
    .map((folder) => ({
      folder,
      manifest: JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest,
    }))
    .filter(({ manifest }) => !manifest.private)
}

/**
 * Packs each package with `pnpm pack` into `destination`, emptied first (workspace ranges become versions,
 * `files` decides what ships) and returns the tarball of each by package name.
 *
 * @throws Error naming the package whose pack failed.
 */
export function packPackages(
  packages: readonly WorkspacePackage[],
  destination: string,
): Record<string, string> {
  // Emptied first: a tarball left from an earlier pack would hide a pack that wrote nothing.
  rmSync(destination, { recursive: true, force: true })
  mkdirSync(destination, { recursive: true })
  const tarballs: Record<string, string> = {}
  for (const { folder, manifest } of packages) {
    const before = new Set(readdirSync(destination))
    try {
      execFileSync('pnpm', ['pack', '--pack-destination', destination], {
        cwd: folder,
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      })
    } catch (error) {
      throw new Error(`pnpm pack of ${manifest.name}: ${(error as { stderr?: string }).stderr}`)
    }
    const file = readdirSync(destination).find((name) => !before.has(name))
    if (!file) throw new Error(`pnpm pack of ${manifest.name} wrote no tarball`)
    tarballs[manifest.name] = join(destination, file)
  }
  return tarballs
}

/** `names` and every `@airlock/*` package they depend on, transitively. */
export function withAirlockDependencies(
  packages: readonly WorkspacePackage[],
  names: readonly string[],
): string[] {
  const found = new Set<string>()
  const visit = (name: string) => {
    if (found.has(name)) return
    const entry = packages.find(({ manifest }) => manifest.name === name)
    if (!entry) throw new Error(`${name} is not a publishable workspace package`)
    found.add(name)
    for (const dependency of Object.keys(entry.manifest.dependencies ?? {}))
      if (dependency.startsWith('@airlock/')) visit(dependency)
  }
  for (const name of names) visit(name)
  return [...found]
}
