// npm test: install, then lint, type-check, unit and integration tests, e2e; one summary line.
import {
  childEnv,
  ensureChromium,
  ensurePnpm,
  installDependencies,
  log,
  run,
} from './lib/bootstrap.mjs'
import { ensureLitecoind } from './lib/litecoind.mjs'
import { withThrowawayPostgres } from './lib/postgres.mjs'
import { withThrowawayRedis } from './lib/redis.mjs'

const started = Date.now()
const results = []
const duration = (since) => {
  const seconds = Math.round((Date.now() - since) / 1000)
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}
const finish = () => {
  const failed = results.filter((result) => !result.ok)
  const list = results
    .map((result) => `${result.name} ${result.ok ? 'ok' : 'FAILED'} ${result.took}`)
    .join(', ')
  console.log(
    `\nnpm test: ${failed.length === 0 ? 'PASSED' : 'FAILED'} in ${duration(started)} (${list})`,
  )
  process.exit(failed.length === 0 ? 0 : 1)
}

async function step(name, action, { required = false } = {}) {
  log(`── ${name}`)
  const since = Date.now()
  try {
    await action()
    results.push({ name, ok: true, took: duration(since) })
  } catch (error) {
    console.error(`\n${name} failed: ${error.message}`)
    results.push({ name, ok: false, took: duration(since) })
    if (required) finish()
  }
}

const pnpm = ensurePnpm()
const turbo = (task, extra = []) =>
  run(pnpm, ['turbo', 'run', task, '--output-logs=new-only', ...extra])

await step('install', () => installDependencies(pnpm), { required: true })
await step('chromium', () => ensureChromium(), { required: true })
// The Bitcoin regtest node of the adapter, server and e2e tests (Debian's litecoind).
await step('litecoind', () => ensureLitecoind(), { required: true })
await step('build', () => turbo('build'), { required: true })
await step('lint', () => run(pnpm, ['run', 'lint']))
// Turbo's cache keys: a change in core must rerun the tests and type-checks that read its sources.
await step('turbo hashes', () => run(process.execPath, ['--test', 'scripts/turboHashes.test.mjs']))
await step('layer check', () => run(process.execPath, ['--test', 'scripts/checkLayers.test.mjs']))
await step('typecheck', () => turbo('typecheck'))
await step('unit+integration', () => turbo('test', ['--concurrency=1', '--continue']))
// The server suite and the crash-durability tests again, on a throwaway Postgres cluster
// (Debian's postgresql, apt-installed when missing and running as root).
await step('server on postgres', () =>
  withThrowawayPostgres((databaseUrl) =>
    run(
      pnpm,
      [
        '--filter',
        '@airlock/server',
        'exec',
        'vitest',
        'run',
        'src/server.test.ts',
        'src/durability.test.ts',
        'src/routes/frameRoutes.test.ts',
      ],
      { env: { ...childEnv, DATABASE_URL: databaseUrl } },
    ),
  ),
)
// And with Redis for the shared caches and rate limits (Debian's redis-server, apt-installed when
// missing and running as root; no daemon, nothing saved).
await step('server with redis', () =>
  withThrowawayRedis((redisUrl) =>
    run(
      pnpm,
      [
        '--filter',
        '@airlock/server',
        'exec',
        'vitest',
        'run',
        'src/server.test.ts',
        'src/routes/frameRoutes.test.ts',
        'src/routes/rpcRoutes.test.ts',
      ],
      { env: { ...childEnv, REDIS_URL: redisUrl } },
    ),
  ),
)
// The scale-out stack (scripts/lib/scaleStack.mjs: two built servers on one Postgres and one Redis
// behind Debian's HAProxy) under faults: instances SIGKILLed mid WalletConnect session and mid
// write load, Redis and Postgres restarted; about a minute.
await step('scale-out faults', () =>
  run(pnpm, ['--filter', '@airlock/server', 'run', 'test:faults']),
)
await step('size', () => run(pnpm, ['run', 'size']))
// The packed packages installed with npm into an app outside the workspace: type-checked, built
// with Vite, connected in Chromium, and no @reown/* package in its tree (bench/packaging/run.ts).
await step('packaging', () => run(pnpm, ['--filter', '@airlock/bench', 'run', 'packaging']))
await step('e2e', () => turbo('e2e', ['--concurrency=1']))
finish()
