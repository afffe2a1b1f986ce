import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { initEmbeddedDataDir } from './initEmbeddedDataDir.js'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'airlock-init-'))
})
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

test('a folder left by a first start killed mid-way is rebuilt; a complete one is kept as it is', async () => {
  // What a kill leaves: a half-built staging folder, and some entries already moved in.
  mkdirSync(join(dataDir, '.airlock-initdb', 'base'), { recursive: true })
  mkdirSync(join(dataDir, 'base'))
  writeFileSync(join(dataDir, 'base', 'half-copied'), '')
  writeFileSync(join(dataDir, 'notes.txt'), 'not ours')

  await initEmbeddedDataDir(dataDir)
  expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true)
  expect(existsSync(join(dataDir, '.airlock-initdb'))).toBe(false)
  expect(existsSync(join(dataDir, 'base', 'half-copied'))).toBe(false)
  expect(existsSync(join(dataDir, 'notes.txt'))).toBe(true)
  const first = new PGlite(dataDir)
  await first.exec('create table kept (id int); insert into kept values (1)')
  await first.close()

  await initEmbeddedDataDir(dataDir)
  const second = new PGlite(dataDir)
  expect((await second.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 1 }])
  await second.close()
}, 120_000)
