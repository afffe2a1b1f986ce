// A throwaway Redis on a loopback port, for running the server suite with shared caches and rate
// limits in Redis. Uses Debian's redis-server (installed with apt when missing and running as root).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { aptInstall, getFreePort, log } from './bootstrap.mjs'

const redisServer = '/usr/bin/redis-server'

/** Path of redis-server; installs `redis-server` with apt when missing and allowed. */
export async function ensureRedis() {
  if (existsSync(redisServer)) return redisServer
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error('Redis is missing: run "sudo apt-get install -y redis-server" and try again')
  }
  await aptInstall(['redis-server'])
  if (!existsSync(redisServer)) throw new Error('redis-server was installed but not found')
  return redisServer
}

/** Resolves once something accepts connections on the port (or rejects after `timeoutMs`). */
async function waitForPort(port, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port })
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`redis-server did not listen on ${port} within ${timeoutMs} ms`)
}

/**
 * Starts redis-server in the foreground (no daemon, nothing saved) on a free loopback port.
 * Resolves with its URL, `stop()` (by its PID), `start()` (again, same port: a restart empties it)
 * and the current `pid`.
 */
export async function startThrowawayRedis() {
  const bin = await ensureRedis()
  const port = await getFreePort()
  let child
  const handle = {
    url: `redis://127.0.0.1:${port}`,
    port,
    get pid() {
      return child?.pid
    },
    async start() {
      child = spawn(
        bin,
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'no',
          '--dir',
          '/tmp',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      )
      await waitForPort(port, child)
    },
    async stop() {
      if (child) await stopByPid(child)
    },
  }
  await handle.start()
  log(`throwaway redis on 127.0.0.1:${port} (pid ${handle.pid})`)
  return handle
}

/** `startThrowawayRedis`, runs `work(redisUrl)`, then stops it by its PID. */
export async function withThrowawayRedis(work) {
  const redis = await startThrowawayRedis()
  try {
    await work(redis.url)
  } finally {
    await redis.stop()
  }
}

async function stopByPid(child) {
  if (child.exitCode !== null || !child.pid) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(child.pid, 'SIGTERM')
  const timer = setTimeout(
    () => child.exitCode === null && process.kill(child.pid, 'SIGKILL'),
    5000,
  )
  await exited
  clearTimeout(timer)
}
