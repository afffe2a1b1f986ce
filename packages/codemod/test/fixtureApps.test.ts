// The codemod on AppKit apps: each fixture under fixtures/ is an AppKit app that fails to
// type-check here (AppKit is not installed), and type-checks and builds once the codemod has moved
// it to Airlock, against the workspace's built Airlock packages.
import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli.js'
import { readCodemodVersion } from '../src/codemodPackage.js'
import type { AirlockSurface } from '../src/surface/airlockSurface.js'
import { readAirlockSurface } from '../src/surface/readAirlockSurface.js'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
const installed = join(packageRoot, 'node_modules')

/** Packages an app installs that this package holds under another name (wagmi 3 is the default). */
const aliases: Readonly<Record<string, string>> = { wagmi: 'wagmi-v2' }
/**
 * What an install puts beside a dependency: wagmi 2's own `@wagmi/core`, which npm hoists and
 * `@airlock/adapter-wagmi` takes as its peer.
 */
const hoisted: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  wagmi: { '@wagmi/core': '@wagmi/core-v2' },
}

/**
 * Installs an app's dependencies as a package manager would, by linking: its packages from this
 * package's own, the Airlock packages from the workspace (built), and no AppKit package at all.
 */
function install(app: string): void {
  const modules = join(app, 'node_modules')
  rmSync(modules, { recursive: true, force: true })
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const link = (name: string, source: string) => {
    const target = join(modules, name)
    if (existsSync(target)) return
    mkdirSync(dirname(target), { recursive: true })
    symlinkSync(realpathSync(join(installed, source)), target, 'dir')
  }
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (name.startsWith('@reown/')) continue
    link(name, aliases[name] ?? name)
    for (const [extra, source] of Object.entries(hoisted[name] ?? {})) link(extra, source)
  }
}

/** Runs a package's bin with Node in `cwd`: its exit code and everything it printed. */
function run(cwd: string, bin: string, args: readonly string[]) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [join(cwd, 'node_modules', bin), ...args],
      { cwd, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, output: `${stdout}${stderr}` })
      },
    )
  })
}

/**
 * Packages the workspace holds in more than one copy, which an app's install holds once: each
 * Airlock package is linked with its own folder's node_modules, where the wagmi adapter keeps
 * wagmi 3's `@wagmi/core` for its own tests, and other packages their own React or viem. An app that
 * installs Airlock from npm gets one copy of each, its own; these make the links resolve the same.
 */
const deduped = ['@wagmi/core', 'viem', 'react', 'react-dom', '@solana/web3.js']

/** Settings beside the app's own that resolve `deduped` to the app's copy (see above). */
function writeWorkspaceSettings(app: string): void {
  writeFileSync(
    join(app, 'tsconfig.workspace.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { paths: { '@wagmi/core': ['./node_modules/@wagmi/core'] } },
    }),
  )
  writeFileSync(
    join(app, 'vite.workspace.config.mjs'),
    `import { mergeConfig } from 'vite'
import app from './vite.config.ts'
export default mergeConfig(app, { resolve: { dedupe: ${JSON.stringify(deduped)} } })
`,
  )
}

// Declaration files by path and language version, parsed and bound once for all the checks.
const declarationFiles = new Map<string, ts.SourceFile>()

/**
 * `tsc --noEmit -p tsconfig.workspace.json` in the app, in this process: the same compiler
 * (`typescript`, which the apps install at this package's version), with the libraries' declaration
 * files parsed once for every check of every app. Returns the diagnostics as tsc prints them.
 */
function typeCheck(app: string): string {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(app, 'tsconfig.workspace.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (!config) return 'tsconfig.workspace.json did not parse'
  const host = ts.createCompilerHost(config.options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.includes('/node_modules/'))
      return getSourceFile(fileName, languageVersion, ...rest)
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`
    const cached = declarationFiles.get(key)
    if (cached) return cached
    const file = getSourceFile(fileName, languageVersion, ...rest)
    if (file) declarationFiles.set(key, file)
    return file
  }
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host })
  return ts.formatDiagnostics([...config.errors, ...ts.getPreEmitDiagnostics(program)], {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => app,
    getNewLine: () => '\n',
  })
}
const build = (app: string) =>
  run(app, 'vite/bin/vite.js', [
    'build',
    '--config',
    'vite.workspace.config.mjs',
    '--logLevel',
    'warn',
  ])

let workspace: string
let surface: AirlockSurface

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'airlock-codemod-fixtures-'))
  // What the build ships in dist, read from the workspace's built Airlock packages.
  surface = readAirlockSurface(packageRoot)
}, 60_000)
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

/** Copies a fixture app to the temporary folder. */
function copyFixture(name: string): string {
  const app = join(workspace, name)
  cpSync(join(packageRoot, 'fixtures', name), app, { recursive: true })
  writeWorkspaceSettings(app)
  return app
}

/** Runs the command on an app and returns its exit code and report. */
async function codemod(app: string) {
  let out = ''
  const code = await runCli(
    ['appkit', app],
    { out: (text) => (out += text), error: (text) => (out += text) },
    { surface },
  )
  return { code, out }
}

/** The JavaScript the build wrote, all chunks together. */
function readBundle(app: string): string {
  const assets = join(app, 'dist', 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n')
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))

// Concurrent: one app's build (a child process) runs while the other is checked in this process.
describe.concurrent('the codemod on AppKit apps', { timeout: 180_000 }, () => {
  it('wagmi + React (createAppKit, hooks, <appkit-button>): fails to type-check, then type-checks and builds once moved', async () => {
    const app = copyFixture('wagmi-react')
    install(app)
    expect(typeCheck(app)).toContain(
      "src/appKit.ts(1,30): error TS2307: Cannot find module '@reown/appkit/react' or its corresponding type declarations.",
    )

    const { code, out } = await codemod(app)
    expect(code, out).toBe(0)
    const range = `^${readCodemodVersion()}`
    expect(readJson(join(app, 'package.json')).dependencies).toEqual({
      '@airlock/adapter-wagmi': range,
      '@airlock/react': range,
      '@tanstack/react-query': '5.108.0',
      react: '19.3.1',
      'react-dom': '19.3.1',
      viem: '2.57.20',
      wagmi: '2.19.5',
    })
    expect(readFileSync(join(app, 'src', 'App.tsx'), 'utf8')).toContain(
      "const { base } = await import('@airlock/react/networks')",
    )
    expect(out).toContain('Changed 4 files in')
    expect(out).toContain('Needs a hand (3):')
    expect(out).toContain(
      'package.json:11:5  `@airlock/adapter-wagmi` needs the peer dependency `@wagmi/core`',
    )
    expect(out).toContain('src/appKit.ts:5:22  `createAppKit` has no `apiUrl`')
    expect(out).toContain(
      'src/appKit.ts:13:3  `createAppKit` option `tokens`: accepted and ignored',
    )

    install(app)
    expect(typeCheck(app)).toBe('')
    const built = await build(app)
    expect(built.code, built.output).toBe(0)
    const bundle = readBundle(app)
    // Airlock's elements and its wagmi adapter are in; nothing of AppKit's is.
    expect(bundle).toContain('appkit-network-button')
    expect(bundle).toContain('wagmiConfig')
    expect(bundle).not.toContain('@reown/')
  })

  it('Solana + React (SolanaAdapter, useAppKitConnection, web3.js): fails to type-check, then type-checks and builds once moved', async () => {
    const app = copyFixture('solana-react')
    install(app)
    expect(typeCheck(app)).toContain(
      "src/App.tsx(2,37): error TS2307: Cannot find module '@reown/appkit-adapter-solana/react' or its corresponding type declarations.",
    )

    const { code, out } = await codemod(app)
    expect(code, out).toBe(0)
    const range = `^${readCodemodVersion()}`
    expect(readJson(join(app, 'package.json')).dependencies).toEqual({
      '@airlock/adapter-solana': range,
      '@airlock/react': range,
      '@solana/web3.js': '1.99.0',
      react: '19.3.1',
      'react-dom': '19.3.1',
    })
    expect(out).toContain('Needs a hand (1):')
    expect(out).toContain(
      'src/appKit.ts:24:3  `createAppKit` option `enableMobileFullScreen`: accepted and ignored (the modal is a bottom sheet on phones)',
    )

    install(app)
    expect(typeCheck(app)).toBe('')
    const built = await build(app)
    expect(built.code, built.output).toBe(0)
    const bundle = readBundle(app)
    expect(bundle).toContain('appkit-button')
    expect(bundle).toContain('solana:signMessage')
    expect(bundle).not.toContain('@reown/')
  })
})
