// Vitest global setup: runs the generator as the build does (`tsx scripts/generate.ts`), into a
// temporary folder, and hands the tests its path (`inject('generatedDir')`).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { siteDir } from '../lib/site.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    generatedDir: string
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-docs-'))
  execFileSync(join(siteDir, 'node_modules/.bin/tsx'), ['scripts/generate.ts', '--out', dir], {
    cwd: siteDir,
    stdio: 'inherit',
  })
  project.provide('generatedDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
