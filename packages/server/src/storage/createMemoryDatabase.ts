import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { PGlite, PGliteOptions } from '@electric-sql/pglite'

export type CreateMemoryDatabaseParameters = {
  /** PGlite options; the database is created in memory. */
  options: PGliteOptions
  /**
   * Folder holding a copy of an empty database to start from, made by the first call and kept for
   * the next ones (in any process). Default: `AIRLOCK_MEMORY_DB_CACHE`, else none.
   */
  cacheDir?: string | undefined
}

export type CreateMemoryDatabaseReturnType = PGlite

/**
 * An embedded database in memory. Creating an empty one (PGlite's initdb) costs seconds of CPU, and
 * a test run starts dozens of servers: with a cache folder, the first empty database is saved
 * there as a tar file (written under another name and renamed, so a reader never sees half of it)
 * and later ones load that copy instead, about a quarter of the work. The file is named after
 * PGlite's version; a copy that does not load is ignored and replaced.
 */
export async function createMemoryDatabase({
  options,
  cacheDir = process.env.AIRLOCK_MEMORY_DB_CACHE || undefined,
}: CreateMemoryDatabaseParameters): Promise<CreateMemoryDatabaseReturnType> {
  const { PGlite } = await import('@electric-sql/pglite')
  const template = cacheDir ? join(cacheDir, `empty-pglite-${pgliteVersion()}.tar`) : undefined
  const saved = template ? readIfPresent(template) : undefined
  if (saved) {
    try {
      const db = new PGlite({ ...options, loadDataDir: new Blob([new Uint8Array(saved)]) })
      await db.waitReady
      return db
    } catch {
      // Not a database this PGlite can open: made afresh below, and the copy replaced.
    }
  }
  const db = new PGlite(options)
  await db.waitReady
  if (template) await saveTemplate(db, template)
  return db
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url)
  const wasm = require.resolve('@electric-sql/pglite/pglite.wasm')
  const { version } = JSON.parse(readFileSync(join(dirname(wasm), '../package.json'), 'utf8'))
  return String(version)
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file)
  } catch {
    return undefined
  }
}

async function saveTemplate(db: PGlite, file: string): Promise<void> {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`
  try {
    const dump = await db.dumpDataDir('none')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
    renameSync(partial, file)
  } catch {
    // A cache that cannot be written only costs the next database its head start.
    rmSync(partial, { force: true })
  }
}
