/** The few SQL operations the server needs; PGlite and node-postgres both provide them. */
export type Storage = {
  readonly kind: 'embedded' | 'postgres'
  /** Absolute folder of the embedded database; undefined in memory and on Postgres. */
  readonly dataDir: string | undefined
  query: <row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<row[]>
  /** Runs `work` in one transaction on one connection. */
  transaction: <result>(work: (query: Storage['query']) => Promise<result>) => Promise<result>
  close: () => Promise<void>
}
