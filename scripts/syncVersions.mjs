#!/usr/bin/env node
// Run by `pnpm run version` after `changeset version`: writes each package's new version into the
// constants that name it in code (a test in each package checks they agree).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const repo = join(import.meta.dirname, '..')
const constants = [
  {
    manifest: 'packages/blockchain-api/package.json',
    file: 'packages/blockchain-api/src/client/constants.ts',
    pattern: /(export const blockchainApiVersion = ')[^']*(')/,
  },
]

for (const { manifest, file, pattern } of constants) {
  const { version } = JSON.parse(readFileSync(join(repo, manifest), 'utf8'))
  const path = join(repo, file)
  const source = readFileSync(path, 'utf8')
  if (!pattern.test(source)) throw new Error(`${file}: no version constant matches ${pattern}`)
  const next = source.replace(pattern, `$1${version}$2`)
  if (next !== source) {
    writeFileSync(path, next)
    console.log(`${file}: ${version}`)
  }
}
