import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createMemoryDatabase } from './createMemoryDatabase.js'

const cacheDir = mkdtempSync(join(tmpdir(), 'airlock-memory-db-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

test('a copy that does not load is replaced; the next database starts empty from the new copy', async () => {
  const version = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ).version
  const template = join(cacheDir, `empty-pglite-${version}.tar`)
  writeFileSync(template, 'not a database')

  const first = await createMemoryDatabase({ options: {}, cacheDir })
  await first.exec('create table kept (id int); insert into kept values (1)')
  expect(statSync(template).size).toBeGreaterThan(1_000_000)
  expect(readdirSync(cacheDir)).toEqual([`empty-pglite-${version}.tar`])

  // Loaded from the copy: a database made afresh would have written it again.
  const saved = statSync(template).mtimeMs
  const second = await createMemoryDatabase({ options: {}, cacheDir })
  expect(statSync(template).mtimeMs).toBe(saved)
  expect(
    (await second.query('select count(*)::int as n from pg_tables where tablename = $1', ['kept']))
      .rows,
  ).toEqual([{ n: 0 }])
  await second.exec('create table fresh (id int); insert into fresh values (2)')
  expect((await second.query('select id from fresh')).rows).toEqual([{ id: 2 }])
  expect((await first.query('select id from kept')).rows).toEqual([{ id: 1 }])
  await Promise.all([first.close(), second.close()])
}, 300_000)
