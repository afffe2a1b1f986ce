import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PublishFailedError, publishWorkspace } from './publish.js'
import { type LocalRegistry, startRegistry } from './registry.js'

// A workspace of two small packages published with the real `changeset publish` to a real
// Verdaccio that refuses one of them.
let folder: string
let registry: LocalRegistry
const packages = [
  { name: '@fixture/accepted', version: '1.2.3' },
  { name: '@fixture/refused', version: '0.4.0' },
]

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'airlock-publish-test-'))
  registry = await startRegistry({
    folder: join(folder, 'registry'),
    local: ['@fixture/*'],
    refuse: ['@fixture/refused'],
  })
  const workspace = join(folder, 'workspace')
  const write = (path: string, content: string) => {
    mkdirSync(join(workspace, path, '..'), { recursive: true })
    writeFileSync(join(workspace, path), content)
  }
  write(
    'package.json',
    JSON.stringify({ name: 'fixture', private: true, packageManager: 'pnpm@10.34.8' }),
  )
  write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n')
  write('.changeset/config.json', JSON.stringify({ access: 'public', baseBranch: 'main' }))
  for (const { name, version } of packages) {
    const dir = `packages/${name.split('/')[1]}`
    write(`${dir}/package.json`, JSON.stringify({ name, version, license: 'MIT' }))
    write(`${dir}/index.js`, 'export const answer = 42\n')
  }
}, 120_000)

afterAll(async () => {
  await registry?.stop()
  rmSync(folder, { recursive: true, force: true })
})

test('a package the registry refuses fails the publish with its name; the others publish, once', async () => {
  const workspace = join(folder, 'workspace')
  const failure = await publishWorkspace(workspace, registry.env, packages).catch(
    (error: unknown) => error,
  )
  expect(failure).toBeInstanceOf(PublishFailedError)
  expect((failure as PublishFailedError).packages).toEqual(['@fixture/refused@0.4.0'])
  expect((failure as PublishFailedError).message).toBe(
    'these packages failed to publish: @fixture/refused@0.4.0',
  )

  // The accepted one is there, and a second publish (the refused one left out) publishes nothing.
  writeFileSync(
    join(workspace, 'packages/refused/package.json'),
    JSON.stringify({ ...packages[1], private: true }),
  )
  const accepted = packages.slice(0, 1)
  const again = await publishWorkspace(workspace, registry.env, accepted)
  expect(again.published).toEqual([])
  expect(again.output).toContain('No unpublished projects to publish')
  const document = (await (await fetch(new URL('@fixture%2faccepted', registry.url))).json()) as {
    versions: Record<string, unknown>
  }
  expect(Object.keys(document.versions)).toEqual(['1.2.3'])
}, 120_000)
