import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import {
  createSessionRoute,
  formatPath,
  type SiwxSessionResponse,
  sessionRoute,
  siwxNonceRoute,
  siwxSessionSchema,
} from '@airlock/blockchain-api'
import { formatSiwxMessage } from '@airlock/siwx'
import { devAccounts } from '@airlock/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { createScratchDatabase } from './test/createScratchDatabase.js'
import { type CliProcess, spawnCliProcess, startCliProcess } from './test/startCliProcess.js'

// What a server has answered 2xx must be there after it dies, however it dies. Runs on the
// embedded database, and on Postgres when DATABASE_URL is set (npm test does both).
const adminUrl = process.env.DATABASE_URL
const storageKind = adminUrl ? 'Postgres' : 'the embedded database'
const alice = privateKeyToAccount(devAccounts[0].privateKey)

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Store = {
  /** The server's environment for this store, the same for every start. */
  env: Record<string, string | undefined>
  /** The working directory the server runs in. */
  cwd: string
}

/** A fresh store: an empty folder (the data dir, or the working directory), or a new database. */
async function createStore({ useDefaultDataDir = false } = {}): Promise<Store> {
  const folder = mkdtempSync(join(tmpdir(), 'airlock-durability-'))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  const env: Store['env'] = {
    AIRLOCK_INDEXER: 'off',
    AIRLOCK_RELAY: 'off',
    AIRLOCK_RATE_LIMIT_MAX: '0',
    AIRLOCK_LOCAL_DEV_PROJECT: 'off',
    AIRLOCK_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://shop.example'] }]),
    LOG_LEVEL: 'warn',
    REDIS_URL: undefined,
    DATABASE_URL: undefined,
    AIRLOCK_DATA_DIR: useDefaultDataDir ? undefined : join(folder, 'data'),
  }
  if (adminUrl) {
    const database = await createScratchDatabase(adminUrl)
    cleanups.push(() => database.drop())
    env.DATABASE_URL = database.url
  }
  return { env, cwd: folder }
}

/** `airlock-server` on the store, stopped by its PID after the test if still running. */
async function startServer(store: Store): Promise<CliProcess> {
  const cli = await startCliProcess({ env: store.env, cwd: store.cwd })
  cleanups.push(() => cli.stop())
  return cli
}

type Answer = { status: number; body: Record<string, unknown> }

/** One call to the API as the `shop` project; undefined when no answer came (the server died). */
async function call(cli: CliProcess, path: string, body?: object): Promise<Answer | undefined> {
  try {
    const response = await fetch(`${cli.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-project-id': 'shop', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : {} }
  } catch {
    return undefined
  }
}

const isAcknowledged = (answer: Answer | undefined): answer is Answer =>
  answer !== undefined && answer.status >= 200 && answer.status < 300

/** A sign-in message for `nonce`, signed by the dev account. */
async function signIn(nonce: string) {
  const message = formatSiwxMessage({
    chainId: 'eip155:31337',
    accountAddress: alice.address,
    domain: 'shop.example',
    uri: 'https://shop.example',
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3600_000).toISOString(),
  })
  return { message, signature: await alice.signMessage({ message }) }
}

type Ledger = {
  /** Nonces the server issued that nobody used. */
  spareNonces: string[]
  /** Sessions the server answered 2xx, with the nonce each spent. */
  sessions: { nonce: string; session: SiwxSessionResponse }[]
  /** Nonces whose sign-in was sent but never answered: the server may or may not have kept it. */
  unanswered: string[]
  /** Answers other than 2xx while the server was up: there should be none. */
  refused: Answer[]
}

/**
 * Sign-ins from `workers` concurrent clients, each issuing a spare nonce, then a nonce it signs
 * in with, over and over. Once `sessions` sessions are acknowledged, at the first answer that
 * finds at least two other requests still unanswered, the server is killed with SIGKILL. Resolves
 * when every client has seen its next request go unanswered.
 */
async function signInUntilKilled(
  cli: CliProcess,
  { workers, sessions }: { workers: number; sessions: number },
): Promise<Ledger & { inFlightAtKill: number }> {
  const ledger: Ledger = { spareNonces: [], sessions: [], unanswered: [], refused: [] }
  let inFlight = 0
  let inFlightAtKill = 0
  const request = async (path: string, body: object) => {
    inFlight++
    const answer = await call(cli, path, body)
    inFlight--
    if (answer && !isAcknowledged(answer)) ledger.refused.push(answer)
    return answer
  }
  const killWhenDue = () => {
    if (inFlightAtKill === 0 && ledger.sessions.length >= sessions && inFlight >= 2) {
      inFlightAtKill = inFlight
      cli.child.kill('SIGKILL')
    }
  }
  const client = async () => {
    for (;;) {
      const spare = await request(siwxNonceRoute.path, {})
      if (!isAcknowledged(spare)) return
      ledger.spareNonces.push(nonceOf(spare))
      killWhenDue()
      const issued = await request(siwxNonceRoute.path, {})
      if (!isAcknowledged(issued)) return
      const nonce = nonceOf(issued)
      killWhenDue()
      const created = await request(createSessionRoute.path, await signIn(nonce))
      if (created === undefined) ledger.unanswered.push(nonce)
      if (!isAcknowledged(created)) return
      ledger.sessions.push({ nonce, session: siwxSessionSchema.parse(created.body) })
      killWhenDue()
    }
  }
  await Promise.all(Array.from({ length: workers }, client))
  return { ...ledger, inFlightAtKill }
}

function nonceOf(answer: Answer): string {
  const schema = siwxNonceRoute.response
  if (!schema) throw new Error(`${siwxNonceRoute.path} has no response schema`)
  return schema.parse(answer.body).nonce
}

/**
 * Everything the ledger says was acknowledged, read back through the API: each session as it was
 * answered, each spent nonce still spent, each spare nonce still good for one sign-in. Returns the
 * differences (none when nothing was lost).
 */
async function findLosses(cli: CliProcess, ledger: Ledger): Promise<string[]> {
  const losses: string[] = []
  const signInWith = async (nonce: string) => {
    const answer = await call(cli, createSessionRoute.path, await signIn(nonce))
    if (!answer) throw new Error(`no answer to a sign-in:\n${cli.output()}`)
    return answer
  }
  for (const { nonce, session } of ledger.sessions) {
    const found = await call(cli, formatPath(sessionRoute.path, { id: session.id }))
    if (found?.status !== 200) {
      losses.push(`session ${session.id}: ${found?.status} ${found?.body.code}`)
    } else if (!isDeepStrictEqual(siwxSessionSchema.parse(found.body), session)) {
      losses.push(`session ${session.id} changed: ${JSON.stringify(found.body)}`)
    }
    const replay = await signInWith(nonce)
    if (replay.body.code !== 'NONCE_USED') {
      losses.push(`nonce ${nonce} of session ${session.id} is no longer spent: ${replay.status}`)
    }
  }
  for (const nonce of ledger.spareNonces) {
    const answer = await signInWith(nonce)
    if (answer.status !== 200)
      losses.push(`spare nonce ${nonce}: ${answer.status} ${answer.body.code}`)
  }
  for (const nonce of ledger.unanswered) {
    // Kept or not, the nonce was acknowledged: spent by the unanswered sign-in, or still good.
    const answer = await signInWith(nonce)
    if (answer.status !== 200 && answer.body.code !== 'NONCE_USED') {
      losses.push(`nonce ${nonce} of an unanswered sign-in: ${answer.status} ${answer.body.code}`)
    }
  }
  return losses
}

describe(`on ${storageKind}`, () => {
  test('SIGKILL while sign-ins are in flight loses no acknowledged nonce or session', async () => {
    const store = await createStore()
    const first = await startServer(store)
    const load = await signInUntilKilled(first, { workers: 8, sessions: 60 })
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })
    expect(load.refused).toEqual([])
    expect(load.sessions.length).toBeGreaterThanOrEqual(60)
    expect(load.spareNonces.length).toBeGreaterThanOrEqual(60)
    expect(load.inFlightAtKill).toBeGreaterThanOrEqual(2)

    const second = await startServer(store)
    expect(await findLosses(second, load)).toEqual([])
  }, 300_000)

  test('SIGTERM, then a restart, finds every session and nonce', async () => {
    // The embedded database in its default place: ./.airlock/data under the working directory.
    const store = await createStore({ useDefaultDataDir: true })
    const first = await startServer(store)
    const spare = await call(first, siwxNonceRoute.path, {})
    const issued = await call(first, siwxNonceRoute.path, {})
    if (!isAcknowledged(spare) || !isAcknowledged(issued)) throw new Error(first.output())
    const created = await call(first, createSessionRoute.path, await signIn(nonceOf(issued)))
    if (!isAcknowledged(created)) throw new Error(JSON.stringify(created))
    first.child.kill('SIGTERM')
    expect(await first.exited).toEqual({ code: 0, signal: null })
    if (!adminUrl) expect(existsSync(join(store.cwd, '.airlock/data/PG_VERSION'))).toBe(true)

    const second = await startServer(store)
    const ledger: Ledger = {
      spareNonces: [nonceOf(spare)],
      sessions: [{ nonce: nonceOf(issued), session: siwxSessionSchema.parse(created.body) }],
      unanswered: [],
      refused: [],
    }
    expect(await findLosses(second, ledger)).toEqual([])
    second.child.kill('SIGTERM')
    expect(await second.exited).toEqual({ code: 0, signal: null })
  }, 300_000)

  test.skipIf(Boolean(adminUrl))(
    'a second server on a data dir in use exits with a clear error; the first keeps serving',
    async () => {
      const store = await createStore()
      const first = await startServer(store)
      const second = await spawnCliProcess({ env: store.env, cwd: store.cwd })
      cleanups.push(() => second.stop())
      expect(await second.exited).toEqual({ code: 1, signal: null })
      expect(second.output()).toContain(
        `The data directory ${store.env.AIRLOCK_DATA_DIR} is in use by another airlock-server (pid ${first.pid})`,
      )
      expect(isAcknowledged(await call(first, siwxNonceRoute.path, {}))).toBe(true)
    },
    300_000,
  )
})
