import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { getFreePort } from '@airlock/testing/devnet'

/** A Verdaccio registry on loopback, and the npm user config that publishes to it. */
export type LocalRegistry = {
  /** The registry's address, with its trailing slash, as npm writes it. */
  url: string
  /** An npm user config file: this registry, and a token of a user it knows. */
  userconfig: string
  /** The environment npm and pnpm need to use this registry (and only this one). */
  env: Record<string, string>
  stop: () => Promise<void>
}

export type RegistryOptions = {
  /** A folder of its own: storage, config, the user file and logs go there. */
  folder: string
  /**
   * Packages that only this registry serves (published here, never fetched from npm). Every
   * other package is fetched from the npm registry through this one.
   */
  local: readonly string[]
  /** Packages nobody may publish, to see a publish fail. */
  refuse?: readonly string[]
}

const require = createRequire(import.meta.url)

/**
 * Starts Verdaccio (the real registry, from npm) as a child process on a free loopback port: the
 * `local` packages are published to it and served from it alone, every other one is proxied from
 * the npm registry. Creates a user and returns an npm config with its token.
 *
 * @throws Error when Verdaccio does not answer its ping in 60 s, or refuses the user.
 */
export async function startRegistry(options: RegistryOptions): Promise<LocalRegistry> {
  const { folder } = options
  mkdirSync(join(folder, 'storage'), { recursive: true })
  const port = await getFreePort()
  const url = `http://127.0.0.1:${port}/`
  const access = (publish: string) =>
    `    access: $all\n    publish: ${publish}\n    unpublish: ${publish}\n`
  const config = [
    `storage: ${JSON.stringify(join(folder, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(folder, 'htpasswd'))}`,
    '    max_users: 1',
    'uplinks:',
    '  npmjs:',
    '    url: https://registry.npmjs.org/',
    '    timeout: 60s',
    '    max_fails: 5',
    'packages:',
    ...(options.refuse ?? []).map((name) => `  ${JSON.stringify(name)}:\n${access('nobody')}`),
    ...options.local.map((name) => `  ${JSON.stringify(name)}:\n${access('$authenticated')}`),
    `  '**':\n${access('$authenticated')}    proxy: npmjs`,
    'log: { type: stdout, format: pretty, level: warn }',
    // Publishing 14 packages in a row is not an attack.
    'userRateLimit: { windowMs: 1000, max: 10000 }',
    'server: { keepAliveTimeout: 60 }',
    '',
  ].join('\n')
  const configFile = join(folder, 'config.yaml')
  writeFileSync(configFile, config)

  const bin = require.resolve('verdaccio/bin/verdaccio')
  const child = spawn(
    process.execPath,
    [bin, '--config', configFile, '--listen', `127.0.0.1:${port}`],
    {
      cwd: folder,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const stop = () => stopProcessGroup(child)
  try {
    await waitForPing(url, child, () => output)
    const token = await addUser(url)
    const userconfig = join(folder, 'npmrc')
    const host = url.replace(/^http:/, '')
    writeFileSync(userconfig, `registry=${url}\n${host}:_authToken=${token}\n`)
    return {
      url,
      userconfig,
      env: { npm_config_registry: url, npm_config_userconfig: userconfig },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function waitForPing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Verdaccio exited with ${child.exitCode}: ${output().slice(-2000)}`)
    }
    try {
      const response = await fetch(new URL('-/ping', url))
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Verdaccio did not answer ${url}-/ping in 60 s: ${output().slice(-2000)}`)
}

/** Registers the one user (the CouchDB user route npm's `adduser` uses) and returns its token. */
async function addUser(url: string): Promise<string> {
  const name = 'release'
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `release-${process.pid}-${Date.now()}` }),
  })
  const body = (await response.json()) as { token?: string; error?: string }
  if (!response.ok || !body.token) {
    throw new Error(`Verdaccio refused the release user: ${response.status} ${body.error ?? ''}`)
  }
  return body.token
}

/** Ends a detached child and everything it started: SIGTERM to its group, SIGKILL after 5 s. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name)
    } catch {
      // Already gone.
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
