import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import { createLazyLoader } from './createLazyLoader.js'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

it('imports a chunk once, however many calls wait for it', async () => {
  let imports = 0
  const loader = createLazyLoader(async () => {
    imports++
    return import('./createConnectionSet.js')
  })
  expect(loader.started()).toBe(false)
  expect(loader.current()).toBeUndefined()
  const [first, second] = await Promise.all([loader.load(), loader.load()])
  expect(first).toBe(second)
  expect(typeof first.createConnectionSet).toBe('function')
  expect(await loader.load()).toBe(first)
  expect(loader.current()).toBe(first)
  expect(imports).toBe(1)
})

it('imports again after a failed import: the chunk that was missing loads on the next call', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'airlock-loader-'))
  folders.push(folder)
  const file = join(folder, 'chunk.mjs')
  const loader = createLazyLoader(
    () => import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<{ answer: number }>,
  )
  // The chunk is not there yet (a network that dropped the request): the import fails.
  await expect(loader.load()).rejects.toThrow()
  expect(loader.started()).toBe(false)
  expect(loader.current()).toBeUndefined()
  writeFileSync(file, 'export const answer = 42\n')
  const module = await loader.load()
  expect(module.answer).toBe(42)
  expect(loader.current()).toBe(module)
})

it('shares one failure among the calls that waited for it, then tries again', async () => {
  let attempts = 0
  const loader = createLazyLoader(async () => {
    attempts++
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
    return attempts
  })
  const results = await Promise.allSettled([loader.load(), loader.load()])
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  expect(attempts).toBe(1)
  expect(await loader.load()).toBe(2)
})
