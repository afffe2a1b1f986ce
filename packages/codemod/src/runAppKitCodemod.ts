import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { type AppKitBinding, appKitVueModules } from './appKitModules.js'
import { readCodemodVersion } from './codemodPackage.js'
import { CodemodDirectoryNotFoundError } from './errors/codemodErrors.js'
import type { Finding } from './finding.js'
import type { AirlockSurface } from './surface/airlockSurface.js'
import { loadAirlockSurface } from './surface/loadAirlockSurface.js'
import { type DependencyChange, transformAppKitPackageJson } from './transformAppKitPackageJson.js'
import { type SpecifierChange, transformAppKitSource } from './transformAppKitSource.js'
import { transformAppKitVueFile } from './transformAppKitVueFile.js'

export type RunAppKitCodemodParameters = {
  /** The app's folder (a monorepo's root works too: every package.json under it is handled). */
  directory: string
  /** False: change nothing on disk and only say what would change. Default true. */
  write?: boolean | undefined
  /** Airlock's exports and options; default: the list this package's build wrote. */
  surface?: AirlockSurface | undefined
  /** The Airlock release to depend on; default: this package's version. */
  version?: string | undefined
}

/** One file the codemod changed (or would change). */
export type ChangedFile = {
  /** Relative to `directory`, with `/` separators. */
  file: string
  before: string
  after: string
  specifiers: SpecifierChange[]
  dependencies: DependencyChange[]
}

export type RunAppKitCodemodReturnType = {
  directory: string
  files: ChangedFile[]
  /** What needs a hand, by file and position. */
  findings: Finding[]
  /** The package manager whose lockfile the app has (npm when none). */
  packageManager: 'npm' | 'pnpm' | 'yarn' | 'bun'
  written: boolean
}

const scriptFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|vue)$/
// Files that can name AppKit but are not rewritten: Svelte and Astro components, HTML pages.
const otherFile = /\.(svelte|astro|html)$/
// An import of AppKit's Vue entries (or of Airlock's, in an app already moved) makes a Vue app.
const vueImport = new RegExp(`["'\`](${[...appKitVueModules, '@airlock/vue'].join('|')})["'\`]`)
// …unless it imports React's too: a React app with a Vue page keeps React's package.
const reactImport =
  /["'`](@reown\/appkit[a-z-]*\/(react|react-core|library\/react)|@airlock\/react)["'`]/
const skipped = new Set(['node_modules', 'dist', 'build', 'out', 'coverage'])

function* walk(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) continue
    const path = join(directory, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile()) yield path
  }
}

function detectPackageManager(directory: string): RunAppKitCodemodReturnType['packageManager'] {
  const lockfiles = [
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
    ['package-lock.json', 'npm'],
  ] as const
  let current = directory
  for (;;) {
    for (const [file, manager] of lockfiles) if (existsSync(join(current, file))) return manager
    const parent = dirname(current)
    if (parent === current) return 'npm'
    current = parent
  }
}

/**
 * Moves the AppKit app in `directory` to Airlock: rewrites the AppKit imports of its script files
 * (`.ts`, `.tsx`, `.mts`, `.cts`, `.js`, `.jsx`, `.mjs`, `.cjs`; `node_modules`, hidden folders and
 * `dist`, `build`, `out`, `coverage` are skipped) and the AppKit dependencies of its package.json
 * files, and gathers what needs a hand. Nothing is installed.
 *
 * @example
 * const { files, findings } = await runAppKitCodemod({ directory: 'my-app', write: false })
 */
export async function runAppKitCodemod(
  parameters: RunAppKitCodemodParameters,
): Promise<RunAppKitCodemodReturnType> {
  const directory = resolve(parameters.directory)
  if (!existsSync(directory) || !statSync(directory).isDirectory()) {
    throw new CodemodDirectoryNotFoundError(directory)
  }
  const write = parameters.write ?? true
  const surface = parameters.surface ?? loadAirlockSurface()
  const version = parameters.version ?? readCodemodVersion()
  const name = (path: string) => relative(directory, path).split(sep).join('/')

  const files: ChangedFile[] = []
  const findings: Finding[] = []
  const elementUses: Finding[] = []
  let importsElements = false
  const manifests: string[] = []
  // The Airlock packages each folder's sources import, for the package.json above them.
  const importedBy = new Map<string, Set<string>>()

  const paths = [...walk(directory)]
  for (const path of paths) {
    if (path.endsWith(`${sep}package.json`)) manifests.push(path)
  }
  // The folder of the package.json nearest above a path: the package it belongs to.
  const ownerOf = (path: string) =>
    manifests
      .map(dirname)
      .filter((candidate) => path.startsWith(`${candidate}${sep}`))
      .sort((a, b) => b.length - a.length)[0] ?? directory
  const sources = new Map<string, string>()
  // The packages whose files import AppKit's Vue entries, and not React's: moved to @airlock/vue.
  const vuePackages = new Set<string>()
  const reactPackages = new Set<string>()
  for (const path of paths) {
    if (!scriptFile.test(path)) continue
    const text = readFileSync(path, 'utf8')
    sources.set(path, text)
    if (vueImport.test(text)) vuePackages.add(ownerOf(path))
    if (reactImport.test(text)) reactPackages.add(ownerOf(path))
  }
  for (const folder of reactPackages) vuePackages.delete(folder)
  const bindingOf = (path: string): AppKitBinding =>
    vuePackages.has(ownerOf(path)) ? 'vue' : 'react'

  for (const path of paths) {
    const file = name(path)
    if (manifests.includes(path)) continue
    if (otherFile.test(path)) {
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const column = line.indexOf('@reown/appkit')
          if (column === -1) return
          findings.push({
            file,
            line: index + 1,
            column: column + 1,
            message:
              'names AppKit in a file the codemod does not rewrite (it rewrites script files and Vue components only)',
          })
        })
      continue
    }
    const before = sources.get(path)
    if (before === undefined) continue
    const binding = bindingOf(path)
    const transform = path.endsWith('.vue') ? transformAppKitVueFile : transformAppKitSource
    if (!before.includes('@reown/appkit') && !before.includes('@airlock/')) {
      if (path.endsWith('x')) {
        // JSX can use AppKit's elements without importing AppKit.
        const result = transform({ file, text: before, surface, binding })
        findings.push(...result.findings)
        elementUses.push(...result.elementUses)
      }
      continue
    }
    const result = transform({ file, text: before, surface, binding })
    findings.push(...result.findings)
    elementUses.push(...result.elementUses)
    importsElements ||= result.importsElements
    if (result.airlockPackages.length > 0) {
      const folder = dirname(path)
      const packages = importedBy.get(folder) ?? new Set<string>()
      for (const airlockPackage of result.airlockPackages) packages.add(airlockPackage)
      importedBy.set(folder, packages)
    }
    if (result.changes.length === 0) continue
    files.push({ file, before, after: result.text, specifiers: result.changes, dependencies: [] })
  }
  if (!importsElements) findings.push(...elementUses)

  for (const path of manifests) {
    const folder = dirname(path)
    // Each source folder belongs to the package.json nearest above it.
    const owned = new Set<string>()
    for (const [source, packages] of importedBy) {
      const owner = manifests
        .map(dirname)
        .filter((candidate) => source === candidate || source.startsWith(`${candidate}${sep}`))
        .sort((a, b) => b.length - a.length)[0]
      if (owner === folder) for (const airlockPackage of packages) owned.add(airlockPackage)
    }
    const file = name(path)
    const before = readFileSync(path, 'utf8')
    const result = transformAppKitPackageJson({
      file,
      text: before,
      version,
      surface,
      importedPackages: [...owned],
      binding: vuePackages.has(folder) ? 'vue' : 'react',
    })
    findings.push(...result.findings)
    if (result.changes.length === 0) continue
    files.push({ file, before, after: result.text, specifiers: [], dependencies: result.changes })
  }

  if (write) {
    for (const changed of files) writeFileSync(join(directory, changed.file), changed.after)
  }
  findings.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column,
  )
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  return {
    directory,
    files,
    findings,
    packageManager: detectPackageManager(directory),
    written: write && files.length > 0,
  }
}
