// After `vitepress build`: every internal link's #anchor names an id on the page it points to
// (VitePress itself fails the build on a link to a missing page).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(path)
    else if (entry.name.endsWith('.html')) yield path
  }
}

/** The page a built link points to, as a path under the output folder: `/docs/errors` → `errors.html`. */
function targetFile(href: string, fromFile: string, base: string): string | undefined {
  const path = href.split('#')[0] ?? ''
  if (path === '') return fromFile
  if (!path.startsWith(base)) return undefined
  const page =
    path
      .slice(base.length)
      .replace(/\/$/, '/index')
      .replace(/\.html$/, '') || 'index'
  return `${page}.html`
}

/** Links whose anchor is missing on the target page: `guide/quick-start.html: /docs/errors#nope`. */
export function findBrokenAnchors(outDir: string, base: string): string[] {
  const pages = new Map<string, string>()
  for (const file of htmlFiles(outDir))
    pages.set(relative(outDir, file), readFileSync(file, 'utf8'))
  const ids = new Map<string, Set<string>>()
  for (const [file, html] of pages) {
    ids.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? '')))
  }
  const broken: string[] = []
  for (const [file, html] of pages) {
    // The page's own content only: the theme's navigation has no anchors of its own.
    for (const match of html.matchAll(/<a\s[^>]*href="([^"#]*#[^"]+)"/g)) {
      const href = (match[1] ?? '').replace(/&amp;/g, '&')
      if (/^[a-z]+:/.test(href)) continue
      const anchor = decodeURIComponent(href.split('#')[1] ?? '')
      const target = targetFile(href, file, base)
      if (!target) continue
      const known = ids.get(target)
      if (!known) broken.push(`${file}: ${href} (no page ${target})`)
      else if (!known.has(anchor)) broken.push(`${file}: ${href} (no id "${anchor}" on ${target})`)
    }
  }
  return broken
}
