// The scale-out stack: several airlock-server instances on one Postgres and one Redis, behind
// HAProxy, with an anvil chain for them to serve; all on loopback, free ports, stopped by PID.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getFreePort, root } from './bootstrap.mjs'
import { startHaproxy } from './haproxy.mjs'
import { startThrowawayPostgres } from './postgres.mjs'
import { startThrowawayRedis } from './redis.mjs'

const serverBin = join(root, 'packages/server/bin/airlock-server.js')

/** The anvil binary, found by @airlock/testing's build (the stack runs built packages). */
async function anvilPath() {
  const devnet = join(root, 'packages/testing/dist/exports/devnet.js')
  const { getAnvilBinaryPath } = await import(pathToFileURL(devnet).href)
  return getAnvilBinaryPath()
}

async function waitUntil(check, what, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what} exited`)
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(child.pid, signal)
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL')
  }, 5_000)
  await exited
  clearTimeout(timer)
}

/**
 * Starts the scale-out stack. `instances` airlock-server processes (the built CLI) share one
 * Postgres and one Redis and sit behind HAProxy (probing `/health`); each instance can be killed
 * and started again on its port. `env` is added to every instance's environment. `onInstanceStart`
 * is called with the instance each time its process is spawned, before it is ready (a benchmark
 * caps its CPU there, so an instance started again is capped again). `nodeArgs` go before the
 * server's script on each instance's command line (`--cpu-prof` to profile them).
 *
 * @returns {Promise<{ url: string, instances: Array<{ name: string, url: string, port: number,
 *   readonly pid: number | undefined, output: () => string, kill: (signal?: string) => Promise<void>,
 *   start: () => Promise<void> }>, postgres: object, redis: object, haproxy: object,
 *   anvil: { pid: number | undefined }, chainRpcUrl: string, stop: () => Promise<void> }>}
 */
export async function startScaleStack({
  instances = 2,
  env = {},
  nodeArgs = [],
  onOutput,
  onInstanceStart,
} = {}) {
  const started = []
  const stopAll = async () => {
    for (const stop of started.reverse()) await stop().catch(() => undefined)
  }
  try {
    const postgres = await startThrowawayPostgres()
    started.push(() => postgres.remove())
    const redis = await startThrowawayRedis()
    started.push(() => redis.stop())

    const chainPort = await getFreePort()
    const anvil = spawn(
      await anvilPath(),
      ['--host', '127.0.0.1', '--port', String(chainPort), '--chain-id', '31337', '--silent'],
      { stdio: 'ignore' },
    )
    started.push(() => stopChild(anvil, 'SIGINT'))
    const chainRpcUrl = `http://127.0.0.1:${chainPort}`
    await waitUntil(
      () =>
        fetch(chainRpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        }).then((response) => response.ok),
      'anvil',
      20_000,
      anvil,
    )

    const instanceEnv = {
      HOST: '127.0.0.1',
      // HAProxy, on loopback, names the client in X-Forwarded-For: the per-client limits use it.
      AIRLOCK_TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      AIRLOCK_CHAINS: JSON.stringify([
        {
          id: 31337,
          name: 'Airlock Local',
          rpcUrl: chainRpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [],
        },
      ]),
      AIRLOCK_BITCOIN_NETWORKS: '[]',
      AIRLOCK_INDEXER: 'off',
      AIRLOCK_FRAME: 'off',
      AIRLOCK_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    }
    const servers = []
    for (let index = 1; index <= instances; index++) {
      const port = await getFreePort()
      let child
      let output = ''
      const server = {
        name: `airlock${index}`,
        port,
        url: `http://127.0.0.1:${port}`,
        get pid() {
          return child?.pid
        },
        output: () => output,
        async start() {
          child = spawn(process.execPath, [...nodeArgs, serverBin], {
            cwd: root,
            env: { ...process.env, ...instanceEnv, PORT: String(port) },
            stdio: ['ignore', 'pipe', 'pipe'],
          })
          const record = (chunk) => {
            output = (output + chunk).slice(-20_000)
            onOutput?.(server.name, String(chunk))
          }
          child.stdout.on('data', record)
          child.stderr.on('data', record)
          await onInstanceStart?.(server)
          await waitUntil(
            () => fetch(`${server.url}/ready`).then((response) => response.ok),
            `${server.name} (${output.slice(-2000)})`,
            60_000,
            child,
          )
        },
        /** Stops the instance by its PID: SIGKILL by default, as a crash would. */
        async kill(signal = 'SIGKILL') {
          await stopChild(child, signal)
        },
      }
      servers.push(server)
      started.push(() => server.kill('SIGTERM'))
    }
    // The first instance migrates the database alone; the others then start side by side.
    await servers[0].start()
    await Promise.all(servers.slice(1).map((server) => server.start()))

    const haproxy = await startHaproxy({
      port: await getFreePort(),
      backends: servers.map((server) => ({ name: server.name, port: server.port })),
    })
    started.push(() => haproxy.stop())
    return {
      url: haproxy.url,
      instances: servers,
      postgres,
      redis,
      haproxy,
      anvil: { pid: anvil.pid },
      chainRpcUrl,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
