import { mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { UpstreamUnavailableError } from '../http/errors.js'
import { createMemoryDatabase } from './createMemoryDatabase.js'
import { initEmbeddedDataDir } from './initEmbeddedDataDir.js'
import { type DataDirLock, lockDataDir } from './lockDataDir.js'
import type { Storage } from './types.js'

/** Where the embedded database lives when no folder is given, relative to the working directory. */
const defaultDataDir = '.airlock/data'

export type CreateStorageParameters = {
  /** `postgres://…`: use Postgres. Otherwise the embedded database. */
  databaseUrl?: string | undefined
  /**
   * Folder of the embedded database, created if missing; `memory` keeps it in memory.
   * Default: `.airlock/data` under the working directory.
   */
  dataDir?: string | undefined
}

/**
 * Opens the server's database: Postgres when `databaseUrl` is set, else embedded Postgres (PGlite,
 * no setup) in a folder only this process may open. Both run the same SQL and the same migrations.
 */
export async function createStorage(parameters: CreateStorageParameters): Promise<Storage> {
  if (parameters.databaseUrl) return createPostgresStorage(parameters.databaseUrl)
  const dataDir = parameters.dataDir ?? defaultDataDir
  return createEmbeddedStorage(dataDir === 'memory' ? undefined : resolve(dataDir))
}

async function createEmbeddedStorage(dataDir: string | undefined): Promise<Storage> {
  const { PGlite } = await import('@electric-sql/pglite')
  let lock: DataDirLock | undefined
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    lock = await lockDataDir(dataDir)
  }
  // On disk, each commit's WAL reaches the file (a write(2)) before its query resolves, so what the
  // server has answered survives a killed process. relaxedDurability (answer before the file
  // system's sync; a no-op on Node's today) stays off so an upgrade cannot loosen that.
  const options = { relaxedDurability: false }
  let db: InstanceType<typeof PGlite>
  try {
    if (dataDir) {
      await initEmbeddedDataDir(dataDir)
      // We hold the directory's lock, so a postmaster.pid in it is a killed process's leftover.
      rmSync(join(dataDir, 'postmaster.pid'), { force: true })
    }
    if (dataDir) {
      db = new PGlite(dataDir, options)
      await db.waitReady
    } else {
      db = await createMemoryDatabase({ options })
    }
  } catch (error) {
    await lock?.release()
    throw error
  }
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving.
  let tail: Promise<unknown> = Promise.resolve()
  const serialize = <result>(work: () => Promise<result>): Promise<result> => {
    const next = tail.then(work, work)
    tail = next.catch(() => undefined)
    return next
  }
  const run = async <row>(text: string, params?: unknown[]) =>
    (await db.query<row>(text, params)).rows
  return {
    kind: 'embedded',
    dataDir,
    query: (text, params) => serialize(() => run(text, params)),
    transaction: (work) =>
      serialize(() =>
        db.transaction((tx) =>
          work(async (text, params) => (await tx.query(text, params)).rows as never),
        ),
      ),
    close: () =>
      serialize(async () => {
        try {
          await db.close()
        } finally {
          await lock?.release()
        }
      }),
  }
}

async function createPostgresStorage(databaseUrl: string): Promise<Storage> {
  const { default: pg } = await import('pg')
  // Big numbers stay exact: int8 and numeric arrive as strings and are converted where read.
  // While Postgres is down a request waits at most 2 s for a connection, then answers 503.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 2_000,
  })
  // A pooled connection that Postgres drops (a restart) is discarded; the next query opens another.
  pool.on('error', () => undefined)
  await pool.query('select 1')
  const unavailable = (error: unknown): never => {
    throw isConnectionError(error)
      ? new UpstreamUnavailableError('STORAGE_UNAVAILABLE', 'Storage unavailable', error)
      : error
  }
  return {
    kind: 'postgres',
    dataDir: undefined,
    query: async (text, params) => (await pool.query(text, params).catch(unavailable)).rows,
    transaction: async (work) => {
      const connection = await pool.connect().catch(unavailable)
      try {
        await connection.query('begin')
        const result = await work(
          async (text, params) => (await connection.query(text, params)).rows,
        )
        await connection.query('commit')
        return result
      } catch (error) {
        await connection.query('rollback').catch(() => undefined)
        return unavailable(error)
      } finally {
        connection.release()
      }
    },
    close: () => pool.end(),
  }
}

/** Postgres unreachable or going away, rather than a query it refused: worth a retry later. */
function isConnectionError(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    // Class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), socket errors.
    if (/^08|^57P0[123]$|^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH)$/.test(code))
      return true
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  )
}
