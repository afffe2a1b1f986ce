// The local stack: both EVM chains (with the NFT metadata server), the Solana chain, Bitcoin
// regtest, the SMTP sink, the server (with the wallet frame's origin) and the demo app, on 127.0.0.1.
// Every child is started here and stopped here by PID, on Ctrl-C, SIGTERM or a child's failure.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { childEnv, log, root } from './lib/bootstrap.mjs'

const demoMode = process.argv.includes('--preview') ? 'preview' : 'dev'
// The server's database outlives the stack (sessions, analytics, the history index); the chains
// are re-seeded on every start. `--clean` starts the server on an empty database.
const stackDataDir = join(root, '.airlock', 'data')
const serverDataDir = process.env.AIRLOCK_DATA_DIR || stackDataDir
if (process.argv.includes('--clean')) await cleanServerData()
const children = []
let stopping = false

function start(name, command, args, { cwd = root, ready, env = {} } = {}) {
  // Once stop() has walked the children, a process started now would outlive the stack: none is,
  // and the start-up sequence waits here until stop() exits.
  if (stopping) return new Promise(() => {})
  const child = spawn(command, args, {
    cwd,
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push({ name, child })
  const prefix = `\x1b[2m${name.padEnd(7)}\x1b[0m `
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) target.write(`${prefix}${line}\n`)
    })
  forward(child.stdout, process.stdout)
  forward(child.stderr, process.stderr)
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${code ?? signal}); stopping the stack`)
      void stop(1)
    }
  })
  return waitFor(ready, name)
}

async function waitFor(check, name, timeoutMs = 60_000) {
  if (!check) return
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (stopping) return
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s`)
}

async function cleanServerData() {
  if (serverDataDir !== stackDataDir) {
    log(`--clean: AIRLOCK_DATA_DIR is set (${serverDataDir}); not deleting a folder you chose`)
    return
  }
  // Deleting a database under a running server would corrupt it: that server must stop first.
  const serverUp = await fetch('http://127.0.0.1:8787/health').then(
    (response) => response.ok,
    () => false,
  )
  if (serverUp) {
    console.error('--clean: a server answers on 127.0.0.1:8787; stop it first')
    process.exit(1)
  }
  rmSync(serverDataDir, { recursive: true, force: true })
  log('--clean: emptied .airlock/data')
}

const rpcAnswers = (url) => () =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).then((response) => response.ok)
const bitcoinRpcAnswers = (url) => () =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from('airlock:airlock').toString('base64')}`,
    },
    body: JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'getblockcount', params: [] }),
  }).then(async (response) => response.ok && (await response.json()).result > 100)
const solanaAnswers = (url) => () =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth', params: [] }),
  }).then((response) => response.ok)
const bundlerAnswers = (port) => () =>
  fetch(`http://127.0.0.1:${port}/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
  }).then(async (response) => response.ok && (await response.json()).result?.length > 0)
const pageAnswers = (url) => () => fetch(url).then((response) => response.ok)

async function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const { child } of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
          child.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
        }),
    ),
  )
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

try {
  await start('devnet', process.execPath, [join(root, 'packages/testing/dist/cli.js')], {
    ready: async () =>
      (await rpcAnswers('http://127.0.0.1:8546')()) &&
      (await solanaAnswers('http://127.0.0.1:8899')()),
  })
  // Pimlico's Alto (ERC-4337 bundler) for each chain, on 4337 and 4338: the embedded wallet's
  // smart account sends its user operations there (through the frame origin). It starts while the
  // rest does; the demo waits for it.
  const bundlerReady = start(
    'bundler',
    process.execPath,
    [join(root, 'packages/testing/dist/bundlerCli.js')],
    { ready: async () => (await bundlerAnswers(4337)()) && (await bundlerAnswers(4338)()) },
  )
  bundlerReady.catch(() => undefined)
  // Bitcoin regtest (Debian's litecoind) on 18443, the first dev account funded, mined on demand.
  await start('regtest', process.execPath, [join(root, 'packages/testing/dist/regtestCli.js')], {
    ready: bitcoinRpcAnswers('http://127.0.0.1:18443'),
  })
  // The SMTP sink: every email the server sends (login codes, approval links) lands in its inbox,
  // a page at 8025 with a JSON API (/api/messages?to=, /api/latest-code?to=); nothing leaves.
  await start('mail', process.execPath, [join(root, 'packages/testing/dist/mailSinkCli.js')], {
    ready: pageAnswers('http://127.0.0.1:8025/health'),
    env: { MAIL_SINK_SMTP_PORT: '1025', MAIL_SINK_HTTP_PORT: '8025' },
  })
  // The OpenID provider on 8790 that stands in for the six social providers (one client each), so
  // "Continue with Google" runs the real redirect flow against the server's callback.
  await start('oidc', process.execPath, [join(root, 'packages/testing/dist/oidcProviderCli.js')], {
    ready: pageAnswers('http://127.0.0.1:8790/.well-known/openid-configuration'),
    env: { OIDC_PORT: '8790', OIDC_REDIRECT_URI: 'http://wallet.localhost:8788/oauth/callback' },
  })
  // The data API, registry and analytics on 8787, embedded storage in .airlock/data. Chain 31337's
  // history comes from its node through the Otterscan API (as a real chain's would from Erigon or
  // Reth): the seeded state's transactions, made before the server starts, show without indexing;
  // the built-in indexer follows 31338 only. Every request of the local stack comes from
  // 127.0.0.1, one developer and the e2e suite: the per-address limit that protects a deployment
  // would throttle them, so it is raised here. The wallet frame gets its own origin, wallet.localhost:8788 (Chromium resolves
  // *.localhost to loopback), serving @airlock/frame's site and sending codes to the sink.
  const { localPriceDrivers } = await import(
    pathToFileURL(join(root, 'packages/server/dist/exports/index.js')).href
  )
  await start('server', process.execPath, [join(root, 'packages/server/bin/airlock-server.js')], {
    ready: async () =>
      (await pageAnswers('http://127.0.0.1:8787/ready')()) &&
      (await pageAnswers('http://127.0.0.1:8788/health')()),
    env: {
      AIRLOCK_DATA_DIR: serverDataDir,
      // Prices: the devnet's Chainlink feeds, then its V3 pools' TWAP; the fixed table is the last
      // resort (the devnet's feeder keeps every feed fresh while the stack runs).
      AIRLOCK_DATA_SOURCES: JSON.stringify({
        31337: { history: { driver: 'otterscan' }, prices: localPriceDrivers },
        31338: { prices: localPriceDrivers },
      }),
      AIRLOCK_RATE_LIMIT_MAX: process.env.AIRLOCK_RATE_LIMIT_MAX ?? '100000',
      // The demo reads its chains through the RPC route: one developer, one IP, many reloads.
      AIRLOCK_RPC_IP_RATE_LIMIT_MAX: '100000',
      AIRLOCK_RPC_PROJECT_RATE_LIMIT_MAX: '100000',
      // The devnet collection's metadata is served over http on loopback: allowed by name, as
      // NFT metadata is otherwise read over https from public addresses only.
      AIRLOCK_NFT_METADATA_ALLOW_HOSTS: '127.0.0.1:8547',
      // Every page and test wallet of the suite holds its relay sockets from the same address.
      AIRLOCK_RELAY_MAX_CONNECTIONS_PER_IP: '10000',
      AIRLOCK_FRAME_PORT: '8788',
      AIRLOCK_FRAME_ORIGIN: 'http://wallet.localhost:8788',
      AIRLOCK_SMTP_HOST: '127.0.0.1',
      AIRLOCK_SMTP_PORT: '1025',
      AIRLOCK_SMTP_FROM: 'Airlock <login@wallet.localhost>',
      AIRLOCK_FRAME_SOCIAL: JSON.stringify(localSocialClients('http://127.0.0.1:8790')),
      // Farcaster: the server is its own auth relay; the dev ID registry is on chain 31337.
      AIRLOCK_FRAME_FARCASTER: JSON.stringify({
        rpcUrl: 'http://127.0.0.1:8545',
        relayAuthKey: 'local-farcaster-relay-key',
      }),
      AIRLOCK_FRAME_BUNDLERS: JSON.stringify({
        31337: 'http://127.0.0.1:4337/rpc',
        31338: 'http://127.0.0.1:4338/rpc',
      }),
      // On 31338 the devnet's verifying paymaster (DevPaymaster of @airlock/testing, deployed and
      // funded by the devnet) pays the smart account's gas; on 31337 the account pays its own.
      AIRLOCK_FRAME_PAYMASTERS: JSON.stringify({
        31338: {
          address: '0xB153cc483Ee28441A09284A21795D596c5B7b6e1',
          signerKey: '0x4337000000000000000000000000000000000000000000000000000000009a7e',
        },
      }),
      // The sandbox on-ramp hands out the tokens of the standard test mnemonic's account 9
      // (0xa0Ee…9720, seeded with AUSD and AIR; no test sends from it).
      AIRLOCK_ONRAMP_SANDBOX_KEY:
        '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
      // The e2e suite logs one visitor in on two devices within seconds; elsewhere the spec's 30 s.
      ...(process.env.AIRLOCK_FRAME_EMAIL_COOLDOWN_MS
        ? { AIRLOCK_FRAME_EMAIL_COOLDOWN_MS: process.env.AIRLOCK_FRAME_EMAIL_COOLDOWN_MS }
        : {}),
    },
  })
  // The AppKit example (an AppKit app on wagmi 2, imports moved to Airlock) on 5174; before the
  // demo, so the stack is whole once the demo's port answers (what Playwright waits for).
  const exampleVite = join(root, 'apps/appkit-example/node_modules/.bin/vite')
  await start(
    'example',
    exampleVite,
    [
      ...(demoMode === 'preview' ? ['preview'] : []),
      ...['--host', '127.0.0.1', '--port', '5174', '--strictPort'],
    ],
    {
      cwd: join(root, 'apps/appkit-example'),
      ready: pageAnswers('http://127.0.0.1:5174'),
    },
  )
  await bundlerReady
  const vite = join(root, 'apps/demo/node_modules/.bin/vite')
  const demoArgs =
    demoMode === 'preview'
      ? ['preview', '--host', '127.0.0.1', '--port', '5173', '--strictPort']
      : ['--host', '127.0.0.1', '--port', '5173', '--strictPort']
  await start('demo', vite, demoArgs, {
    cwd: join(root, 'apps/demo'),
    ready: pageAnswers('http://127.0.0.1:5173'),
  })
} catch (error) {
  console.error(error.message)
  await stop(1)
}

log('the local stack is up (Ctrl-C stops everything):')
for (const [what, where] of [
  ['chain 31337', 'http://127.0.0.1:8545'],
  ['chain 31338', 'http://127.0.0.1:8546'],
  ['nft metadata', 'http://127.0.0.1:8547/nft/1'],
  ['bundlers', 'http://127.0.0.1:4337/rpc (31337), :4338/rpc (31338)'],
  ['paymaster', '0xB153…b6e1 sponsors the smart account on 31338'],
  ['btc regtest', 'http://127.0.0.1:18443 (rpc airlock:airlock)'],
  ['solana', 'http://127.0.0.1:8899 (ws 8900)'],
  ['airlock server', 'http://127.0.0.1:8787/ready'],
  [
    'server data',
    serverDataDir === stackDataDir ? '.airlock/data (--clean empties it)' : serverDataDir,
  ],
  ['wc relay', 'ws://127.0.0.1:8787/relay'],
  ['wallet frame', 'http://wallet.localhost:8788'],
  ['mail inbox', 'http://127.0.0.1:8025 (smtp 127.0.0.1:1025)'],
  ['OpenID provider', 'http://127.0.0.1:8790 (stands in for the social providers)'],
  [`demo (${demoMode})`, 'http://127.0.0.1:5173'],
  [`example (${demoMode})`, 'http://127.0.0.1:5174'],
]) {
  console.log(`  ${what.padEnd(14)} ${where}`)
}
for (const { name, child } of children) console.log(`  ${`pid ${name}`.padEnd(14)} ${child.pid}`)

/**
 * The server's social clients in the local stack: Google and Apple as OpenID providers
 * (discovery), GitHub, Discord, Facebook and X as OAuth 2.0 with explicit endpoints and the user
 * endpoint, all at the local OpenID provider (clients of `airlock-oidc-provider`).
 */
function localSocialClients(issuer) {
  const client = (name) => ({
    clientId: `airlock-${name}`,
    clientSecret: `local-${name}-secret`,
    issuer,
  })
  const oauth2 = (name) => ({
    ...client(name),
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/me`,
    scope: 'openid profile email',
    userNameField: 'preferred_username',
    subjectField: 'sub',
  })
  return {
    google: client('google'),
    apple: { ...client('apple'), responseMode: 'query' },
    github: oauth2('github'),
    discord: oauth2('discord'),
    facebook: oauth2('facebook'),
    x: oauth2('x'),
  }
}
