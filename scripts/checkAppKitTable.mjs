// The table of AppKit 1.8.24's exports in docs/migrating-from-appkit.md against the declarations:
// every export of @reown/appkit, /react, /vue and /networks (read from AppKit's own .d.ts into
// packages/react/src/compat/appkit-exports.json) has one row in the section of its entry, and the
// Airlock entry beside it exports each item marked same or different and none marked missing
// (read from the built .d.ts of @airlock/html, /react, /vue and /react/networks). Each item of the
// React entry and of the networks marked same or different is used in the compat type test.
//
//   node scripts/checkAppKitTable.mjs                      checks (a step of `npm test`, after the build)
//   node scripts/checkAppKitTable.mjs --read-appkit <dir>  rewrites appkit-exports.json from the
//                                                          @reown/appkit installed in <dir>/node_modules
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const repo = join(import.meta.dirname, '..')
const exportsFile = join(repo, 'packages', 'react', 'src', 'compat', 'appkit-exports.json')
/** The type test that uses each item of the React entry and the networks Airlock has. */
const typeTest = join(repo, 'packages', 'react', 'src', 'compat', 'api.test-d.tsx')
const typeTested = new Set(['@reown/appkit/react', '@reown/appkit/networks'])
const guide = join(repo, 'docs', 'migrating-from-appkit.md')
/** Each AppKit entry, its declaration file in the package, and the Airlock entry that replaces it. */
const entries = {
  '@reown/appkit': { file: 'dist/types/exports/index.d.ts', airlock: '@airlock/html' },
  '@reown/appkit/react': { file: 'dist/types/exports/react.d.ts', airlock: '@airlock/react' },
  '@reown/appkit/vue': { file: 'dist/types/exports/vue.d.ts', airlock: '@airlock/vue' },
  '@reown/appkit/networks': {
    file: 'dist/types/exports/networks.d.ts',
    airlock: '@airlock/react/networks',
  },
}
const statuses = new Set(['same', 'different', 'missing'])

/** The exported names of each declaration file, by file, with whether each is a value. */
function readExports(files) {
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  return files.map((file) => {
    const source = program.getSourceFile(file)
    if (!source) throw new Error(`no declarations at ${file}: build the package first`)
    const module = checker.getSymbolAtLocation(source)
    const names = {}
    for (const symbol of module ? checker.getExportsOfModule(module) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      names[symbol.name] = target.flags & ts.SymbolFlags.Value ? 'value' : 'type'
    }
    return Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)))
  })
}

/** The declaration file an Airlock entry's `types` condition names, in the workspace. */
function airlockDeclarations(specifier) {
  const [scope, name, ...subpath] = specifier.split('/')
  const folder = join(repo, 'packages', name)
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  const entry = manifest.exports[subpath.length ? `./${subpath.join('/')}` : '.']
  if (!scope || !entry?.types) throw new Error(`${specifier} has no types in its exports`)
  return join(folder, entry.types)
}

/** The rows of each `#### \`@reown/appkit…\`` section of the guide: items, status, line. */
function readTable(markdown) {
  const sections = {}
  let current
  markdown.split('\n').forEach((line, index) => {
    if (/^#{2,4} /.test(line)) {
      const entry = /^#### `(@reown\/appkit[^`]*)`/.exec(line)?.[1]
      if (entry) sections[entry] ??= []
      current = entry ? sections[entry] : undefined
    }
    const row = current && /^\| (.+?) \| (\w+) \| .* \|$/.exec(line)
    if (!row || row[1] === 'Items' || /^-+$/.test(row[1])) return
    const items = [...row[1].matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1])
    current.push({ items, status: row[2], line: index + 1 })
  })
  return sections
}

if (process.argv[2] === '--read-appkit') {
  const root = join(process.argv[3] ?? '.', 'node_modules', '@reown', 'appkit')
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const read = readExports(Object.values(entries).map(({ file }) => join(root, file)))
  const manifest = {
    version,
    entries: Object.fromEntries(Object.keys(entries).map((e, i) => [e, read[i]])),
  }
  writeFileSync(exportsFile, `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(
    `AppKit ${version}: ${read.map((names) => Object.keys(names).length).join(', ')} exports`,
  )
  process.exit(0)
}

const appKit = JSON.parse(readFileSync(exportsFile, 'utf8'))
const airlock = readExports(
  Object.values(entries).map(({ airlock }) => airlockDeclarations(airlock)),
)
const table = readTable(readFileSync(guide, 'utf8'))
const typeTestNames = new Set(readFileSync(typeTest, 'utf8').match(/[A-Za-z_$][\w$]*/g))
const problems = []
Object.entries(entries).forEach(([entry, { airlock: replacement }], index) => {
  const theirs = appKit.entries[entry]
  const ours = airlock[index]
  const rows = table[entry]
  if (!rows) {
    problems.push(`the guide has no "#### \`${entry}\`" table`)
    return
  }
  const listed = new Map()
  for (const { items, status, line } of rows) {
    if (!statuses.has(status))
      problems.push(`line ${line}: status "${status}" is not same, different or missing`)
    for (const item of items) {
      if (listed.has(item))
        problems.push(
          `line ${line}: ${entry} \`${item}\` is listed twice (also line ${listed.get(item)})`,
        )
      listed.set(item, line)
      if (!(item in theirs)) problems.push(`line ${line}: ${entry} exports no \`${item}\``)
      const exported = item in ours
      if (status !== 'missing' && !exported)
        problems.push(
          `line ${line}: \`${item}\` is ${status}, but ${replacement} does not export it`,
        )
      if (status === 'missing' && exported)
        problems.push(`line ${line}: \`${item}\` is missing, but ${replacement} exports it`)
      if (status !== 'missing' && typeTested.has(entry) && !typeTestNames.has(item)) {
        problems.push(`line ${line}: \`${item}\` is ${status}, but api.test-d.tsx does not use it`)
      }
    }
  }
  const unlisted = Object.keys(theirs).filter((item) => !listed.has(item))
  if (unlisted.length)
    problems.push(`${entry}: ${unlisted.length} exports have no row: ${unlisted.join(', ')}`)
})
if (problems.length) {
  console.error(
    `docs/migrating-from-appkit.md and the declarations disagree:\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
const count = Object.values(appKit.entries).reduce(
  (sum, names) => sum + Object.keys(names).length,
  0,
)
console.log(
  `AppKit ${appKit.version}'s ${count} exports each have a row that the declarations agree with`,
)
