import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { docsBaseUrl } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { markdownUrl } from './lib/llms.ts'
import { pages, siteDir } from './lib/site.ts'
import { generatedDir, readPage } from './test/pages.ts'

const notPages = new Set(['node_modules', 'samples', 'scripts', 'public', 'dist', '.vitepress'])

function* markdownFiles(dir: string, root: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (notPages.has(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* markdownFiles(path, root)
    else if (entry.name.endsWith('.md') && entry.name !== 'README.md') yield relative(root, path)
  }
}

describe('the site map', () => {
  it('names every page, hand-written or generated, once', () => {
    const files = new Set([
      ...markdownFiles(siteDir, siteDir),
      ...markdownFiles(generatedDir(), generatedDir()),
    ])
    expect([...files].sort()).toEqual(pages.map((page) => page.file).sort())
  })
})

describe('llms.txt', () => {
  const llms = () => readFileSync(join(generatedDir(), 'public/llms.txt'), 'utf8')

  it('starts with the title and a one-paragraph summary', () => {
    expect(llms()).toMatch(
      /^# Airlock\n\n> Airlock is an open-source, self-hostable wallet-connection modal[^\n]+\n\n## /,
    )
  })

  it('links every page as markdown, and each linked file is built', () => {
    for (const page of pages) {
      expect(llms()).toContain(`- [${page.title}](${markdownUrl(docsBaseUrl, page.file)})`)
      expect(existsSync(join(generatedDir(), 'public', page.file))).toBe(true)
    }
  })
})

describe('llms-full.txt', () => {
  it("holds every page's markdown, with the samples in place of their imports", () => {
    const full = readFileSync(join(generatedDir(), 'public/llms-full.txt'), 'utf8')
    for (const page of pages) {
      const title = readPage(page.file).match(/^# .+$/m)?.[0]
      expect(title, page.file).toBeDefined()
      expect(full).toContain(`<!-- ${markdownUrl(docsBaseUrl, page.file)} -->\n\n`)
      expect(full).toContain(title)
    }
    expect(full).not.toMatch(/^<<< /m)
  })
})
