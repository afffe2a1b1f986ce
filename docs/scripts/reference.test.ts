import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readExportSnapshots } from './lib/readExportSnapshots.ts'
import { importPath, referenceEntries, repoRoot } from './lib/site.ts'
import { anchorsOf, readPage } from './test/pages.ts'

const packages = [
  { name: '@airlock/react', dir: 'packages/react' },
  { name: '@airlock/core', dir: 'packages/core' },
  { name: '@airlock/server', dir: 'packages/server' },
]

describe.each(packages)('the reference of $name', ({ name, dir }) => {
  const snapshots = readExportSnapshots(join(repoRoot, dir))

  it('has a page for every entry point its export tests pin', () => {
    expect(snapshots.size).toBeGreaterThan(0)
    const documented = referenceEntries.filter((entry) => entry.packageName === name)
    expect([...snapshots.keys()].sort()).toEqual(documented.map((entry) => entry.entry).sort())
  })

  it('has an entry for every export its export snapshots list', () => {
    const missing: string[] = []
    for (const [entry, names] of snapshots) {
      const reference = referenceEntries.find(
        (candidate) => candidate.packageName === name && candidate.entry === entry,
      )
      const anchors = reference ? anchorsOf(readPage(`reference/${reference.slug}.md`)) : new Set()
      for (const exported of names) {
        if (!anchors.has(exported))
          missing.push(`${importPath({ packageName: name, entry })}: ${exported}`)
      }
    }
    expect(missing).toEqual([])
  })
})

describe('a reference entry', () => {
  it("shows the export's kind, TSDoc summary and signature", () => {
    const page = readPage('reference/react.md')
    const section = page.slice(page.indexOf('### createAppKit {#createAppKit}'))
    const [, body] = /^### createAppKit \{#createAppKit\}\n\n([\s\S]*?)\n### /m.exec(section) ?? []
    expect(body).toMatch(/^\*function\* · Creates the Airlock instance for a React app/)
    expect(body).toContain(
      '```ts\nfunction createAppKit(parameters: CreateAppKitParameters): AppKitInstance\n```',
    )
  })

  it.each(['CreateAppKitParameters', 'Features'])(
    'describes every member of %s: each createAppKit option and feature flag',
    (name) => {
      const page = readPage('reference/react.md')
      const start = page.indexOf(`### ${name} {#${name}}`)
      expect(start, `no ${name} section`).toBeGreaterThan(-1)
      const section = page.slice(start).split(/\n### /)[0] ?? ''
      const rows = [...section.matchAll(/^\| `([^`]+)` \| .* \|(.*)\|$/gm)]
      expect(rows.length).toBeGreaterThan(10)
      const undescribed = rows.filter(([, , description]) => !description?.trim()).map(([, m]) => m)
      expect(undescribed).toEqual([])
    },
  )

  it("lists an options type's members with their types and summaries", () => {
    const page = readPage('reference/react.md')
    expect(page).toMatch(
      /\| `projectId\?` \| `string` \| Project id known to your Airlock server\. \|/,
    )
  })
})
