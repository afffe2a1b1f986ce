// The error-family check: every error a package ships is an AirlockError (DESIGN.md, "One error
// family"). Fails on a bare `Error` (or another built-in error) constructed in shipped code, thrown
// at once or later (`throw new Error(…)`, `throw Error(…)`, `reject(new TypeError(…))`), and on an
// error class that a package's public entry points export without extending AirlockError or
// without naming itself (`override name = 'ThatError'`). Tests,
// test folders and configs may use plain errors. `node scripts/checkErrorFamily.mjs [root]`;
// `pnpm lint:repo` runs it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { readWorkspace } from './checkLayers.mjs'

/** The constructors of JavaScript's own errors: none of them is one of ours. */
export const builtinErrors = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
  'AggregateError',
])

/**
 * Workspace packages the check leaves out, with the reason. Private apps and benchmarks ship to no
 * one; the testing kit's wallet doubles imitate other vendors' wallets, errors included.
 */
export const exempt = {
  '@airlock/testing': 'test kit: its wallets answer like third-party wallets',
}

const sourceExtensions = /\.(ts|tsx|mts|mjs|js|jsx)$/
const testFile = /(\.test\.|\.spec\.|(^|\/)test\/|(^|\/)tests\/|(^|\/)e2e\/|\.config\.)/
const skippedDirectories = new Set(['node_modules', 'dist', '.turbo', 'coverage'])

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skippedDirectories.has(entry.name) || entry.name.startsWith('.')) continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (sourceExtensions.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

/** The packages that ship: not private, not exempt. */
function shippedPackages(root) {
  return readWorkspace(root).filter(
    ({ name, manifest }) => manifest.private !== true && !(name in exempt),
  )
}

/** Each built-in error constructed in `path` (`new Error(…)` or `Error(…)`), with its line. */
export function bareErrorsIn(path, text = readFileSync(path, 'utf8')) {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind)
  const found = []
  const visit = (node) => {
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      builtinErrors.has(node.expression.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      const thrown = ts.isThrowStatement(node.parent) ? 'throw ' : ''
      found.push({
        line: line + 1,
        what: `${thrown}${ts.isNewExpression(node) ? 'new ' : ''}${node.expression.text}(`,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The source files a package's `exports` map names (the `@airlock/source` condition). */
function entryPoints(folder, manifest) {
  const entries = []
  const collect = (value) => {
    if (typeof value === 'string') return
    if (!value || typeof value !== 'object') return
    const source = value['@airlock/source']
    if (typeof source === 'string') entries.push(resolve(folder, source))
    else for (const nested of Object.values(value)) collect(nested)
  }
  collect(manifest.exports)
  return entries.filter((path) => existsSync(path))
}

/** True when the class type has `AirlockError` (the one in blockchain-api) among its ancestors. */
function ancestry(checker, type) {
  const names = []
  let current = type
  const seen = new Set()
  while (current && !seen.has(current)) {
    seen.add(current)
    const bases = current.isClassOrInterface() ? checker.getBaseTypes(current) : []
    const base = bases[0]
    if (!base) break
    const symbol = base.getSymbol()
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? ''
    names.push({ name: symbol?.getName() ?? '?', file })
    current = base
  }
  return names
}

/**
 * Every exported class that is an error (it has a built-in error among its ancestors, or its name
 * ends in `Error`) and does not extend AirlockError, one line each.
 */
function foreignErrorClasses(root, packages) {
  const entries = packages.flatMap(({ folder, manifest, name }) =>
    entryPoints(folder, manifest).map((path) => ({ path, name })),
  )
  if (entries.length === 0) return []
  const configPath = join(root, 'tsconfig.base.json')
  const base = existsSync(configPath)
    ? ts.parseJsonConfigFileContent(
        ts.readConfigFile(configPath, ts.sys.readFile).config,
        ts.sys,
        root,
      ).options
    : {}
  const program = ts.createProgram(
    entries.map((entry) => entry.path),
    {
      ...base,
      noEmit: true,
      skipLibCheck: true,
      allowJs: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ['@airlock/source'],
      types: [],
    },
  )
  const checker = program.getTypeChecker()
  const isAirlockError = (step) =>
    step.name === 'AirlockError' && /blockchain-api\/src\/errors\/base\.ts$/.test(step.file)
  const problems = []
  const reported = new Set()
  for (const { path, name } of entries) {
    const source = program.getSourceFile(path)
    const moduleSymbol = source && checker.getSymbolAtLocation(source)
    if (!moduleSymbol) continue
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      if (!(symbol.flags & ts.SymbolFlags.Class)) continue
      const declaration = symbol.declarations?.[0]
      if (!declaration) continue
      const file = declaration.getSourceFile().fileName
      if (isAirlockError({ name: symbol.getName(), file })) continue
      const steps = ancestry(checker, checker.getDeclaredTypeOfSymbol(symbol))
      const isError =
        symbol.getName().endsWith('Error') ||
        steps.some((step) => builtinErrors.has(step.name) && !step.file.includes('/packages/'))
      if (!isError) continue
      const key = `${file}#${symbol.getName()}`
      if (reported.has(key)) continue
      if (steps.some(isAirlockError)) {
        if (namesItself(declaration, symbol.getName())) continue
        reported.add(key)
        problems.push(
          `${relative(root, file)}: ${name} exports ${symbol.getName()}, whose name is not its own (override name = '${symbol.getName()}')`,
        )
        continue
      }
      reported.add(key)
      const chain = steps.map((step) => step.name).join(' → ') || 'nothing'
      problems.push(
        `${relative(root, file)}: ${name} exports ${symbol.getName()}, which extends ${chain}, not AirlockError`,
      )
    }
  }
  return problems
}

/** True when the class sets `name` to its own name (`override name = 'X'`, `as const` or not). */
function namesItself(declaration, className) {
  if (!ts.isClassDeclaration(declaration)) return false
  return declaration.members.some((member) => {
    if (!ts.isPropertyDeclaration(member) || member.name.getText() !== 'name') return false
    let value = member.initializer
    if (value && ts.isAsExpression(value)) value = value.expression
    return value !== undefined && ts.isStringLiteral(value) && value.text === className
  })
}

/** Every breach of the error family under `root`, as readable lines; empty when the tree is right. */
export function checkErrorFamily(root) {
  const problems = []
  const packages = shippedPackages(root)
  for (const { folder } of packages) {
    for (const path of sourceFiles(folder)) {
      if (testFile.test(relative(folder, path))) continue
      for (const { line, what } of bareErrorsIn(path)) {
        problems.push(
          `${relative(root, path)}:${line}: ${what}…) in shipped code; throw an AirlockError subclass`,
        )
      }
    }
  }
  problems.push(...foreignErrorClasses(root, packages))
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..')
  const problems = checkErrorFamily(root)
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) {
    console.error(`\nerror family: ${problems.length} problem(s)`)
    process.exit(1)
  }
  console.log('error family: every shipped error is an AirlockError')
}
