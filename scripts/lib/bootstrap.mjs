// Takes a fresh machine (Node 20 and npm) to an installed workspace. Plain ESM: it runs before any
// dependency exists.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const toolsDir = join(root, '.airlock', 'tools')
const pnpmVersion = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1]

export const childEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  COREPACK_INTEGRITY_KEYS: '0',
  NEXT_TELEMETRY_DISABLED: '1',
}

export function log(message) {
  console.log(`\x1b[36m[airlock]\x1b[0m ${message}`)
}

/** Path of a pnpm of the pinned major: the one on PATH if it fits, else a local install. */
export function ensurePnpm() {
  const onPath = tryRun('pnpm', ['--version'])
  if (onPath?.startsWith(`${pnpmVersion.split('.')[0]}.`)) return 'pnpm'
  const localBin = join(toolsDir, 'node_modules', '.bin')
  const local = join(localBin, 'pnpm')
  if (!existsSync(local) || tryRun(local, ['--version']) !== pnpmVersion) {
    log(`installing pnpm ${pnpmVersion} into .airlock/tools`)
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        toolsDir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `pnpm@${pnpmVersion}`,
      ],
      {
        stdio: 'inherit',
        env: childEnv,
      },
    )
  }
  // turbo and package scripts call `pnpm` by name: put this one first on their PATH.
  childEnv.PATH = `${localBin}${delimiter}${childEnv.PATH ?? ''}`
  return local
}

/** `pnpm install --frozen-lockfile`, quick when nothing changed. */
export async function installDependencies(pnpm) {
  log('installing dependencies (frozen lockfile)')
  await run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'])
}

/** Debian's Chromium for the e2e suite; installed through apt when missing and running as root. */
export async function ensureChromium() {
  const chromium = '/usr/bin/chromium'
  if (existsSync(chromium)) return chromium
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: run "sudo apt-get install -y chromium" and try again')
  }
  await aptInstall(['chromium', 'fonts-liberation'])
  return chromium
}

/** Installs Debian packages with apt, quietly and without recommended extras (needs root). */
export async function aptInstall(packages) {
  log(`installing ${packages.join(', ')} from apt`)
  const aptEnv = { ...childEnv, DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['update', '-qq'], { env: aptEnv })
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: aptEnv,
  })
}

/** A loopback port that was free a moment ago (the OS picks it). */
export function getFreePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv, ...options })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

function tryRun(command, args) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return undefined
  }
}
