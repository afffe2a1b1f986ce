// npm test: install, then lint, type-check, unit and integration tests, e2e; one summary line.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import {
  childEnv,
  ensureChromium,
  ensurePnpm,
  installDependencies,
  log,
  root,
} from './lib/bootstrap.mjs'
import { ensureLitecoind } from './lib/litecoind.mjs'
import { withThrowawayPostgres } from './lib/postgres.mjs'
import { withThrowawayRedis } from './lib/redis.mjs'
import { createScratchTmp } from './lib/scratchTmp.mjs'

const started = Date.now()
const results = []
// What a failing step printed that names the failure, repeated just above the summary line: a CI
// log is often read from its end only.
const digests = new Map()
// Lines naming a failed test or task come first; error messages fill what room is left (tests that
// pass print expected errors too).
const naming = /\bFAIL\b|[×✗✘✖]|timed out|Timed out|Failed:|ERR_PNPM|exited \(|\bnot ok\b/
const erring = /Error[:\]]|Command failed/
const digestLimit = { naming: 30, erring: 10 }
/**
 * The machine's CPU time so far, busy and in all, from /proc/stat (undefined elsewhere): each
 * step's share of the cores it kept busy says whether it waited (a chain, a browser, the network)
 * or computed, which is what decides whether two steps can share the machine.
 */
const readCpu = () => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number)
    const busy = user + nice + system + irq + softirq + steal
    return { busy, total: busy + idle + iowait }
  } catch {
    return undefined
  }
}
/** " cpu 73%": the share of the machine's cores busy between two readings. */
const cpuShare = (from, to) =>
  from && to && to.total > from.total
    ? ` cpu ${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))}%`
    : ''
const duration = (since) => {
  const seconds = Math.round((Date.now() - since) / 1000)
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}
const finish = () => {
  const failed = results.filter((result) => !result.ok)
  for (const result of failed) {
    const kept = digests.get(result.name)
    const lines = kept ? [...kept.naming, ...kept.erring] : []
    if (lines.length === 0) continue
    console.log(`\n── ${result.name} failed; what it printed about it:`)
    for (const line of lines) console.log(`   ${line}`)
  }
  const list = results
    .map((result) => `${result.name} ${result.ok ? 'ok' : 'FAILED'} ${result.took}${result.cpu}`)
    .join(', ')
  console.log(
    `\nnpm test: ${failed.length === 0 ? 'PASSED' : 'FAILED'} in ${duration(started)} (${list})`,
  )
  scratch?.remove()
  process.exit(failed.length === 0 ? 0 : 1)
}

// Runs a command like `run`, forwarding its output as it comes and keeping the lines that tell
// why it failed (deduplicated, the first ones up to `digestLimit`) for the step's digest.
function runTold(name, command, args, options = {}) {
  const buffered = besideAnother.has(name)
  const kept = { naming: new Set(), erring: new Set() }
  digests.set(name, kept)
  const keep = (chunk, carry) => {
    const text = carry.rest + chunk
    const lines = text.split('\n')
    carry.rest = lines.pop() ?? ''
    for (const raw of lines) {
      const line = stripVTControlCharacters(raw).trim()
      if (line.length > 400) continue
      for (const kind of ['naming', 'erring']) {
        const pattern = kind === 'naming' ? naming : erring
        if (!pattern.test(line)) continue
        if (kept[kind].size < digestLimit[kind]) kept[kind].add(line)
        break
      }
    }
  }
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: childEnv,
      ...options,
    })
    // A step in a lane beside another keeps its output and prints it whole when it ends, so the
    // two steps' lines do not interleave.
    const held = []
    const write = (stream, chunk) => (buffered ? held.push([stream, chunk]) : stream.write(chunk))
    const out = { rest: '' }
    const err = { rest: '' }
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk) => {
      write(process.stdout, chunk)
      keep(chunk, out)
    })
    child.stderr.on('data', (chunk) => {
      write(process.stderr, chunk)
      keep(chunk, err)
    })
    child.once('error', reject)
    child.once('close', (code, signal) => {
      if (buffered) log(`── ${name}: what it printed`)
      for (const [stream, chunk] of held) stream.write(chunk)
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

async function step(name, action, { required = false } = {}) {
  log(`── ${name}`)
  const since = Date.now()
  const cpuSince = readCpu()
  const record = (ok) =>
    results.push({ name, ok, took: duration(since), cpu: cpuShare(cpuSince, readCpu()) })
  try {
    await action(name)
    record(true)
  } catch (error) {
    console.error(`\n${name} failed: ${error.message}`)
    record(false)
    if (required) finish()
  }
}

/** The steps whose output is held until they end (runTold), as they run beside another. */
const besideAnother = new Set()
/**
 * Runs lanes at once, each a list of `[name, action]` steps run in turn: for steps that leave a
 * core idle much of their time (waiting on a server, a database, a browser). The first lane's
 * output streams; the others' is printed whole as each of their steps ends.
 */
const lanes = (...list) =>
  Promise.all(
    list.map(async (steps, index) => {
      for (const [name, action] of steps) {
        if (index > 0) besideAnother.add(name)
        await step(name, action)
      }
    }),
  )

// Every step's temporary files in memory when there is room (scratchTmp.mjs says why).
const scratch = createScratchTmp()
if (scratch) {
  process.env.TMPDIR = scratch.dir
  childEnv.TMPDIR = scratch.dir
  log(`temporary files in ${scratch.dir} (tmpfs)`)
}
const pnpm = ensurePnpm()
const turbo = (name, tasks, extra = []) =>
  runTold(name, pnpm, ['turbo', 'run', ...[tasks].flat(), '--output-logs=new-only', ...extra])

await step('install', () => installDependencies(pnpm), { required: true })
await step('chromium', () => ensureChromium(), { required: true })
// The Bitcoin regtest node of the adapter, server and e2e tests (Debian's litecoind).
await step('litecoind', () => ensureLitecoind(), { required: true })
// The builds, and each package's lint (publint, attw) and type-check as soon as what it reads is
// built, in one turbo run: a package's checks overlap the builds of the packages after it. In a
// clean-clone run on 2 cores the three took 8m57s together, then the repository's lint 29s;
// as three steps, the build, the lint (with the repository's) and the type-check took 4m56s,
// 2m24s and 3m58s.
await step('build, lint, typecheck', (name) =>
  turbo(name, ['build', 'lint', 'typecheck'], ['--continue']),
)
// What follows needs every build: turbo's cache when they passed above, else the failure again.
await step('build', (name) => turbo(name, 'build'), { required: true })
await step('lint (repository)', (name) => runTold(name, pnpm, ['run', 'lint:repo']))
// Turbo's cache keys: a change in core must rerun the tests and type-checks that read its sources.
await step('turbo hashes', (name) =>
  runTold(name, process.execPath, ['--test', 'scripts/turboHashes.test.mjs']),
)
await step('layer check', (name) =>
  runTold(name, process.execPath, ['--test', 'scripts/checkLayers.test.mjs']),
)
// The dist regrouping after tsup: each group one module, nothing lazy in the start module.
await step('module groups', (name) =>
  runTold(name, process.execPath, ['--test', 'scripts/bundleModuleGroups.test.mjs']),
)
// Every error a package ships is an AirlockError: no bare Error, no exported error class outside.
await step('error family check', (name) =>
  runTold(name, process.execPath, ['--test', 'scripts/checkErrorFamily.test.mjs']),
)
// docs/migrating-from-appkit.md's table of AppKit's exports agrees with AppKit's declarations and
// with the built ones of the Airlock entries (after the build).
await step('AppKit exports table', (name) =>
  runTold(name, process.execPath, ['scripts/checkAppKitTable.mjs']),
)
// Two packages at a time: on 2 cores Vitest runs a package's files one by one in one worker, and
// much of that time goes to waiting on the chains, servers and browsers a suite starts, so a second
// package's suite uses the other core.
await step('unit+integration', (name) => turbo(name, 'test', ['--concurrency=2', '--continue']))
/** Some of @airlock/server's test files, with `env` added to the environment. */
const serverSuite = (name, files, env) =>
  runTold(name, pnpm, ['--filter', '@airlock/server', 'exec', 'vitest', 'run', ...files], {
    env: { ...childEnv, ...env },
  })
// The suites that start their own services, in two lanes: each kept the machine's two cores 50 to
// 63 % busy when run alone, waiting on its databases, servers and balancer the rest of the time.
await lanes(
  [
    // The server suite and the crash-durability tests again, on a throwaway Postgres cluster
    // (Debian's postgresql, apt-installed when missing and running as root).
    [
      'server on postgres',
      (name) =>
        withThrowawayPostgres((databaseUrl) =>
          serverSuite(
            name,
            ['src/server.test.ts', 'src/durability.test.ts', 'src/routes/frameRoutes.test.ts'],
            { DATABASE_URL: databaseUrl },
          ),
        ),
    ],
    // The balancer's retries: a POST an instance read and died on is never applied twice.
    [
      'balancer retries',
      (name) => runTold(name, process.execPath, ['--test', 'scripts/haproxy.test.mjs']),
    ],
  ],
  [
    // And with Redis for the shared caches and rate limits (Debian's redis-server, apt-installed
    // when missing and running as root; no daemon, nothing saved).
    [
      'server with redis',
      (name) =>
        withThrowawayRedis((redisUrl) =>
          serverSuite(
            name,
            [
              'src/server.test.ts',
              'src/routes/frameRoutes.test.ts',
              'src/routes/rpcRoutes.test.ts',
              'src/http/installRateLimit.test.ts',
              // Balance answers refreshed by one instance of several.
              'src/cache/createSharedAnswers.test.ts',
              // The relay's Redis store: instances sharing messages, and the byte quotas (F5) on
              // Redis.
              'src/relay/relay.test.ts',
            ],
            { REDIS_URL: redisUrl },
          ),
        ),
    ],
    // The scale-out stack (scripts/lib/scaleStack.mjs: two built servers on one Postgres and one
    // Redis behind Debian's HAProxy) under faults: instances SIGKILLed mid WalletConnect session
    // and mid write load, Redis and Postgres restarted; about a minute.
    [
      'scale-out faults',
      (name) => runTold(name, pnpm, ['--filter', '@airlock/server', 'run', 'test:faults']),
    ],
  ],
)
await step('size', (name) => runTold(name, pnpm, ['run', 'size']))
// A wagmi page with no framework (@airlock/html's airlock-wagmi.js) loads no more at start than a
// React page with the same API, React and ReactDOM, built and measured the same way.
await step('vanilla start', (name) =>
  runTold(name, pnpm, ['--filter', '@airlock/bench', 'run', 'start:vanilla', '--check']),
)
// The release check (scripts/release/check.ts): every public package published with
// `changeset publish` to a Verdaccio registry on loopback (a second publish is a no-op), each
// tarball's contents checked, and apps installed from that registry with plain npm: type-checked,
// built, connected in Chromium, and no @reown/* package in their trees.
await step('release check', (name) =>
  runTold(name, pnpm, ['--filter', '@airlock/release', 'run', 'check']),
)
await step('e2e', (name) => turbo(name, 'e2e', ['--concurrency=1']))
finish()
