// The site's pages as the tests read them: generated ones from the folder the global setup made.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { siteDir } from '../lib/site.ts'

export const generatedDir = () => inject('generatedDir')

/** A page's markdown: the generated one when the generator makes it, else the hand-written one. */
export function readPage(file: string): string {
  const generated = join(generatedDir(), file)
  return readFileSync(existsSync(generated) ? generated : join(siteDir, file), 'utf8')
}

/** The explicit heading anchors of a page (`### name {#id}`) and its `<span id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  return new Set([
    ...[...markdown.matchAll(/^#+ .*\{#([^}]+)\}\s*$/gm)].map((match) => match[1] ?? ''),
    ...[...markdown.matchAll(/<span id="([^"]+)"><\/span>/g)].map((match) => match[1] ?? ''),
  ])
}
