import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { starterVersions } from './starterVersions.js'

const repo = join(import.meta.dirname, '..', '..', '..')

/** Every version each package has in the workspace's package.json files, aliases left out. */
function workspaceVersions(): Map<string, Set<string>> {
  const folders = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(repo, group)).map((name) => join(repo, group, name)),
  )
  const versions = new Map<string, Set<string>>()
  for (const folder of [repo, ...folders, join(repo, 'bench')]) {
    const file = join(folder, 'package.json')
    if (!existsSync(file)) continue
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    for (const field of ['dependencies', 'devDependencies']) {
      for (const [name, range] of Object.entries(
        (manifest[field] ?? {}) as Record<string, string>,
      )) {
        if (range.startsWith('npm:') || range.startsWith('workspace:')) continue
        versions.set(name, (versions.get(name) ?? new Set()).add(range))
      }
    }
  }
  return versions
}

// Not in the workspace: Next.js, Vite 8 with its React and Vue plugins (the workspace builds with
// Vite 7; the release check's apps, like the starters, use Vite 8), and vue-tsc (the workspace
// type-checks no .vue file; the release check runs the Vue starter's `typecheck`).
const notInWorkspace = new Set([
  'next',
  'vite',
  '@vitejs/plugin-react',
  '@vitejs/plugin-vue',
  'vue-tsc',
])

describe('starterVersions', () => {
  const inWorkspace = workspaceVersions()
  it.each(Object.entries(starterVersions).filter(([name]) => !notInWorkspace.has(name)))(
    'pins %s at %s, a version the workspace builds and tests with',
    (name, version) => {
      expect([...(inWorkspace.get(name) ?? [])]).toContain(version)
    },
  )
})
