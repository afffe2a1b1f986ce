import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** Where a new database is built before it moves into the data directory. */
const stagingDirName = '.airlock-initdb'

/**
 * Makes sure `dataDir` holds a complete database, creating one if it holds none, so that a
 * process killed while creating it never leaves a folder that cannot be opened.
 *
 * PGlite opens any folder that has a `PG_VERSION` file, and when it creates a database it copies
 * `PG_VERSION` in before its last few files: a SIGKILL in between leaves a folder every later
 * start fails on. So the database is created in a staging folder inside `dataDir`, closed, and
 * moved in one entry at a time with `PG_VERSION` last; until that last rename the folder counts
 * as empty and the next start builds it again. Call it with the directory's lock held.
 */
export async function initEmbeddedDataDir(dataDir: string): Promise<void> {
  const staging = join(dataDir, stagingDirName)
  if (existsSync(join(dataDir, 'PG_VERSION'))) {
    rmSync(staging, { recursive: true, force: true })
    return
  }
  rmSync(staging, { recursive: true, force: true })
  const { PGlite } = await import('@electric-sql/pglite')
  const db = new PGlite(staging)
  await db.waitReady
  await db.close()
  const entries = readdirSync(staging).filter((name) => name !== 'PG_VERSION')
  for (const name of [...entries, 'PG_VERSION']) {
    // An interrupted earlier attempt may have moved this entry already.
    rmSync(join(dataDir, name), { recursive: true, force: true })
    renameSync(join(staging, name), join(dataDir, name))
  }
  rmSync(staging, { recursive: true, force: true })
}
