// A throwaway Postgres cluster on a loopback port, for running the server suite against
// Postgres. Uses Debian's postgresql (installed with apt when missing and running as root).
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aptInstall, getFreePort, log, run } from './bootstrap.mjs'

function findPostgresBin() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(base, versions[0], 'bin') : undefined
}

/** Path of Postgres' bin folder; installs `postgresql` with apt when missing and allowed. */
export async function ensurePostgres() {
  const found = findPostgresBin()
  if (found) return found
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error('Postgres is missing: run "sudo apt-get install -y postgresql" and try again')
  }
  await aptInstall(['postgresql'])
  const installed = findPostgresBin()
  if (!installed) throw new Error('postgresql was installed but pg_ctl was not found')
  return installed
}

/**
 * Starts a fresh cluster (initdb + pg_ctl, as the `postgres` user when root) on a free loopback
 * port. Resolves with its URL and PID, `stop()` (the postmaster by its PID, a fast shutdown),
 * `start()` (the same cluster again, same port) and `remove()` (stops it and deletes the folder).
 */
export async function startThrowawayPostgres() {
  const bin = await ensurePostgres()
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'airlock-pg-'))
  const dataDir = join(dir, 'data')
  const port = await getFreePort()
  const asOwner = (command, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  chmodSync(dir, 0o700)
  const handle = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pid: undefined,
    async start() {
      await run(
        ...asOwner(join(bin, 'pg_ctl'), [
          '-D',
          dataDir,
          '-l',
          join(dir, 'postgres.log'),
          '-w',
          '-o',
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
          'start',
        ]),
        { stdio: ['ignore', 'ignore', 'inherit'], cwd: dir },
      )
      handle.pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    },
    async stop() {
      if (handle.pid) await stopByPid(handle.pid)
      handle.pid = undefined
    },
    async remove() {
      await handle.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    await run(
      ...asOwner(join(bin, 'initdb'), [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '--no-sync',
        '-E',
        'UTF8',
      ]),
      { stdio: ['ignore', 'ignore', 'inherit'], cwd: dir },
    )
    await handle.start()
  } catch (error) {
    await handle.remove()
    throw error
  }
  log(`throwaway postgres on 127.0.0.1:${port} (pid ${handle.pid})`)
  return handle
}

/** `startThrowawayPostgres`, runs `work(databaseUrl)`, then stops and deletes the cluster. */
export async function withThrowawayPostgres(work) {
  const postgres = await startThrowawayPostgres()
  try {
    await work(postgres.url)
  } finally {
    await postgres.remove()
  }
}

async function stopByPid(pid) {
  try {
    process.kill(pid, 'SIGINT') // Postgres' fast shutdown
  } catch {
    return
  }
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  process.kill(pid, 'SIGKILL')
}
