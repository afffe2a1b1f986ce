// The layer check: which workspace package may import which (CONTRIBUTING.md, "Layout"). Fails
// on an import or a dependency the table forbids, on valtio outside core, on a workspace package
// the table does not place, and on a runtime import cycle between the shipped files of a package. `node scripts/checkLayers.mjs [root]`; `pnpm lint` runs it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * May import (in source that ships, and as dependencies or peer dependencies). Lowest layer first;
 * nothing imports upward. Test code may also import what the package lists in devDependencies.
 */
export const layers = {
  '@airlock/blockchain-api': [],
  '@airlock/frame': ['@airlock/blockchain-api'],
  '@airlock/core': ['@airlock/blockchain-api', '@airlock/frame'],
  '@airlock/siwx': ['@airlock/blockchain-api'],
  '@airlock/adapter-wagmi': ['@airlock/core'],
  '@airlock/adapter-ethers': ['@airlock/core'],
  '@airlock/adapter-solana': ['@airlock/core'],
  '@airlock/adapter-bitcoin': ['@airlock/core'],
  '@airlock/ui': ['@airlock/core'],
  '@airlock/react': ['@airlock/core', '@airlock/ui'],
  '@airlock/vue': ['@airlock/core', '@airlock/ui'],
  // Its browser build also bundles the wagmi adapter (a dev dependency) in dist/browser/wagmi.js
  // and airlock-wagmi.js (browser/wagmiPage.ts, an input of that build, not shipped).
  '@airlock/html': ['@airlock/core', '@airlock/ui'],
  '@airlock/server': ['@airlock/blockchain-api', '@airlock/siwx', '@airlock/frame'],
  '@airlock/testing': ['@airlock/core'],
  // The AppKit codemod ships only its own errors; its tests read the packages it moves apps to.
  '@airlock/codemod': ['@airlock/blockchain-api'],
  // The scaffolder ships only its own errors; its templates are the apps' code, not its own.
  'create-airlock': ['@airlock/blockchain-api'],
  // Apps and test-only packages.
  '@airlock/demo': [
    '@airlock/react',
    '@airlock/siwx',
    '@airlock/testing',
    '@airlock/adapter-wagmi',
    '@airlock/adapter-ethers',
    '@airlock/adapter-solana',
    '@airlock/adapter-bitcoin',
  ],
  // An AppKit app on wagmi 2 whose imports were moved to Airlock: the public packages only.
  '@airlock/appkit-example': ['@airlock/react', '@airlock/adapter-wagmi'],
  '@airlock/e2e': ['@airlock/testing', '@airlock/demo', '@airlock/appkit-example'],
  '@airlock/core-integration': ['@airlock/core', '@airlock/server', '@airlock/testing'],
  '@airlock/ui-react18': ['@airlock/ui', '@airlock/react', '@airlock/core'],
  // Benchmarks install what a dapp installs; their floors import none of this (bench/README.md).
  '@airlock/bench': [
    '@airlock/server',
    '@airlock/testing',
    '@airlock/react',
    '@airlock/adapter-wagmi',
  ],
}

/** Third-party packages only some of ours may import: state stays inside core. */
export const restrictedModules = { valtio: ['@airlock/core'] }

const sourceExtensions = /\.(ts|tsx|mts|mjs|js|jsx)$/
const testFile = /(\.test\.|\.test-d\.|\.spec\.|(^|\/)test\/|(^|\/)tests\/|(^|\/)e2e\/|\.config\.)/
const skippedDirectories = new Set([
  'node_modules',
  'dist',
  '.turbo',
  'coverage',
  'playwright-report',
  // create-airlock's app templates: the generated apps' imports, not the package's own.
  'templates',
])

/** Every workspace package under `root`: its name, folder and package.json. */
export function readWorkspace(root) {
  const folders = []
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group)
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) folders.push(join(dir, entry.name))
    }
  }
  if (existsSync(join(root, 'bench', 'package.json'))) folders.push(join(root, 'bench'))
  return folders
    .filter((folder) => existsSync(join(folder, 'package.json')))
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
      return { name: manifest.name, folder, manifest }
    })
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skippedDirectories.has(entry.name) || entry.name.startsWith('.')) continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (sourceExtensions.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

/** The package a specifier names: `@scope/name` or `name`; undefined for relative paths and builtins. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return undefined
  }
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function importsOf(path) {
  const text = readFileSync(path, 'utf8')
  const { importedFiles } = ts.preProcessFile(text, true, true)
  return importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    line: text.slice(0, pos).split('\n').length,
  }))
}

/**
 * Whether `file` (relative to its package) is in the package's tarball by its `files` field:
 * under a listed folder or the listed file itself (negated entries are left to the tarball check).
 * A package with no `files` ships everything.
 */
function ships(manifest, file) {
  if (!Array.isArray(manifest.files)) return true
  return manifest.files.some(
    (entry) =>
      !entry.startsWith('!') && (file === entry || file.startsWith(`${entry.replace(/\/$/, '')}/`)),
  )
}

/** Every breach of the layer rules under `root`, as readable lines; empty when the tree is right. */
export function checkLayers(root) {
  const problems = []
  const workspace = readWorkspace(root)
  const names = new Set(workspace.map((entry) => entry.name))
  for (const { name, folder, manifest } of workspace) {
    const where = relative(root, folder)
    const allowed = layers[name]
    if (!allowed) {
      problems.push(`${where}: ${name} has no place in the layer table (scripts/checkLayers.mjs)`)
      continue
    }
    const runtime = { ...manifest.dependencies, ...manifest.peerDependencies }
    const declared = { ...runtime, ...manifest.devDependencies }
    for (const dependency of Object.keys(runtime)) {
      if (names.has(dependency) && !allowed.includes(dependency)) {
        problems.push(`${where}/package.json: ${name} may not depend on ${dependency}`)
      }
    }
    for (const path of sourceFiles(folder)) {
      const file = relative(root, path)
      // Tests, configs and build inputs outside the package's `files` do not ship: like tests,
      // they may import what the package lists in devDependencies.
      const isTest =
        testFile.test(relative(folder, path)) || !ships(manifest, relative(folder, path))
      for (const { specifier, line } of importsOf(path)) {
        const target = packageOf(specifier)
        if (!target || target === name) continue
        if (names.has(target)) {
          if (!isTest && !allowed.includes(target)) {
            problems.push(`${file}:${line}: ${name} may not import ${target} (layer table)`)
          } else if (!(target in declared)) {
            problems.push(
              `${file}:${line}: ${target} is imported but not in ${name}'s package.json`,
            )
          }
        }
        const only = restrictedModules[target]
        if (only && !only.includes(name)) {
          problems.push(
            `${file}:${line}: ${name} may not import ${target} (only ${only.join(', ')})`,
          )
        }
      }
    }
    problems.push(...importCycles(root, folder))
  }
  return problems
}

/**
 * The relative imports of `path` that run when it loads: static imports and re-exports, not
 * `import type`, not specifiers that are all types, not `import()` (which runs later).
 */
function runtimeImportsOf(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest)
  const specifiers = []
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement)
    if (!isImport && !ts.isExportDeclaration(statement)) continue
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const specifier = statement.moduleSpecifier.text
    if (!specifier.startsWith('.')) continue
    const clause = isImport ? statement.importClause : statement
    if (clause?.isTypeOnly) continue
    const named = isImport ? clause?.namedBindings : statement.exportClause
    const onlyTypes =
      named !== undefined &&
      (ts.isNamedImports(named) || ts.isNamedExports(named)) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly) &&
      !(isImport && clause.name)
    if (onlyTypes) continue
    specifiers.push(specifier)
  }
  return specifiers
}

/** The file a relative specifier names (`./x.js` is `./x.ts` in source), or undefined. */
function resolveRelative(from, specifier) {
  const base = join(dirname(from), specifier)
  const stem = base.replace(/\.(m?js|jsx)$/, '')
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, join(base, 'index.ts')]
  return candidates.find((candidate) => sourceExtensions.test(candidate) && existsSync(candidate))
}

/** Every runtime import cycle among the shipped files of the package in `folder`, one line each. */
function importCycles(root, folder) {
  const graph = new Map()
  for (const path of sourceFiles(folder)) {
    if (testFile.test(relative(folder, path))) continue
    const targets = runtimeImportsOf(path)
      .map((specifier) => resolveRelative(path, specifier))
      .filter((target) => target && !testFile.test(relative(folder, target)))
    graph.set(path, targets)
  }
  // Tarjan's strongly connected components; a component of two or more files (or a file that
  // imports itself) is a cycle.
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  let next = 0
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node), low.get(target)))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles.map(
    (component) =>
      `${relative(root, folder)}: runtime import cycle: ${component
        .map((path) => relative(folder, path))
        .sort()
        .join(' → ')}`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..')
  const problems = checkLayers(root)
  if (problems.length > 0) {
    console.error(`Layer check: ${problems.length} problem(s)\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log('Layer check: every import follows the layer table')
}
