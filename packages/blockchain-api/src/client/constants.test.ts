import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { blockchainApiVersion } from './constants.js'

test('the version sent as `sv` is the package version (scripts/syncVersions.mjs writes it on release)', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { version: string }
  expect(blockchainApiVersion).toBe(manifest.version)
})
