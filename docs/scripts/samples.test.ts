import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pages, siteDir } from './lib/site.ts'

const handWritten = pages.filter((page) => !page.generated)
const shell = new Set(['sh', 'bash', 'shell', 'text'])
const samplesDir = join(siteDir, 'samples')

describe('code samples', () => {
  it('live in samples/, never inline in a page unless they are shell', () => {
    const inline: string[] = []
    for (const page of handWritten) {
      const fences = readFileSync(join(siteDir, page.file), 'utf8').match(/^```.*$/gm) ?? []
      // Fences alternate: the opening ones (even) name their language.
      fences.forEach((fence, index) => {
        if (index % 2 === 0 && !shell.has(fence.slice(3).trim()))
          inline.push(`${page.file}: ${fence}`)
      })
    }
    expect(inline).toEqual([])
  })

  it('are each imported by a page, and every import names a sample that exists', () => {
    const samples = readdirSync(samplesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('tsconfig'))
      .map((entry) => join(entry.parentPath, entry.name).slice(samplesDir.length + 1))
    const imported = handWritten.flatMap((page) =>
      [
        ...readFileSync(join(siteDir, page.file), 'utf8').matchAll(
          /^<<< @\/samples\/(\S+?)(?:\{.*)?$/gm,
        ),
      ].map((match) => match[1] ?? ''),
    )
    expect(imported.filter((sample) => !samples.includes(sample))).toEqual([])
    expect(samples.filter((sample) => !imported.includes(sample))).toEqual([])
  })
})
