import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { findBrokenAnchors } from './lib/checkLinks.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-links-'))
  dirs.push(dir)
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), html)
  }
  return dir
}

it('finds a link whose anchor is on no heading of its page', () => {
  const dir = site({
    'errors.html': '<h2 id="http">HTTP</h2>',
    'guide/quick-start.html':
      '<a href="/docs/errors#http">ok</a> <a href="/docs/errors#nope">broken</a> <a href="#here">self</a><h2 id="here"></h2>',
  })
  expect(findBrokenAnchors(dir, '/docs/')).toEqual([
    'guide/quick-start.html: /docs/errors#nope (no id "nope" on errors.html)',
  ])
})

it('passes links to ids of their pages, and leaves other sites alone', () => {
  const dir = site({
    'index.html': '<a href="/docs/guide/x#a">a</a> <a href="https://example.com/#b">b</a>',
    'guide/x.html': '<span id="a"></span>',
  })
  expect(findBrokenAnchors(dir, '/docs/')).toEqual([])
})
