import type { Storage } from './types.js'

export type CreateStorageParameters = {
  /** `postgres://…`: use Postgres. Otherwise the embedded database. */
  databaseUrl?: string | undefined
  /** Folder of the embedded database; `memory` keeps it in memory. Default: `memory`. */
  dataDir?: string | undefined
}

/**
 * Opens the server's database: Postgres when `databaseUrl` is set, else embedded Postgres (PGlite,
 * no setup). Both run the same SQL and the same migrations.
 */
export async function createStorage(parameters: CreateStorageParameters): Promise<Storage> {
  if (parameters.databaseUrl) return createPostgresStorage(parameters.databaseUrl)
  return createEmbeddedStorage(parameters.dataDir ?? 'memory')
}

async function createEmbeddedStorage(dataDir: string): Promise<Storage> {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir)
  await db.waitReady
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
    query: (text, params) => serialize(() => run(text, params)),
    transaction: (work) =>
      serialize(() =>
        db.transaction((tx) =>
          work(async (text, params) => (await tx.query(text, params)).rows as never),
        ),
      ),
    close: () => serialize(() => db.close()),
  }
}

async function createPostgresStorage(databaseUrl: string): Promise<Storage> {
  const { default: pg } = await import('pg')
  // Big numbers stay exact: int8 and numeric arrive as strings and are converted where read.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  await pool.query('select 1')
  return {
    kind: 'postgres',
    query: async (text, params) => (await pool.query(text, params)).rows,
    transaction: async (work) => {
      const connection = await pool.connect()
      try {
        await connection.query('begin')
        const result = await work(
          async (text, params) => (await connection.query(text, params)).rows,
        )
        await connection.query('commit')
        return result
      } catch (error) {
        await connection.query('rollback').catch(() => undefined)
        throw error
      } finally {
        connection.release()
      }
    },
    close: () => pool.end(),
  }
}
