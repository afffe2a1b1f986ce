// A package's dist regrouped after tsup (scripts/lib/bundleStartModules.mjs): each named group of
// modules becomes one module, a module shared with an earlier group stays in the earlier one, and
// a lazily imported module stays out of the start module. `node --test
// scripts/bundleModuleGroups.test.mjs`; part of `npm test`. The dist is a temporary folder.
import assert from 'node:assert/strict'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { bundleModuleGroups } from './lib/bundleStartModules.mjs'

/** A package dir whose dist holds `files` (path under dist → code). */
function packageWith(files) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-groups-'))
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'dist', path)), { recursive: true })
    writeFileSync(join(dir, 'dist', path), code)
  }
  return dir
}

const read = (dir, path) => readFileSync(join(dir, 'dist', path), 'utf8')

/** The one file of the dist whose code holds `snippet`. */
function holder(dir, snippet) {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.js') && read(dir, file).includes(snippet),
  )
  assert.equal(files.length, 1, `${snippet} in ${files.join(', ')}`)
  return files[0]
}

test('each group is one module; a shared module stays in the earlier group; lazy modules keep their files', async (t) => {
  const dir = packageWith({
    'index.js':
      "export { begin } from './begin.js'\nexport const later = () => import('./view.js')\n",
    'begin.js':
      "import { shared } from './shared.js'\nexport const begin = () => shared('start')\n",
    'shared.js': "export const shared = (from) => 'shared by ' + from\n",
    'view.js':
      "import { shared } from './shared.js'\nimport { row } from './row.js'\nexport const view = () => shared(row())\n",
    'row.js': "export const row = () => 'row'\n",
    'other.js': "import { row } from './row.js'\nexport const other = () => row() + 'other'\n",
    'lazy.js': "export const lazy = () => 'loaded on use'\n",
  })
  t.after(() => rmSync(dir, { recursive: true, force: true }))

  const { groups } = await bundleModuleGroups({
    packageDir: dir,
    groups: [
      { name: 'start', roots: ['index.js'] },
      { name: 'connect', roots: ['view.js'] },
    ],
  })

  assert.deepEqual(groups, {
    start: ['begin.js', 'index.js', 'shared.js'],
    connect: ['row.js', 'view.js'],
  })
  // Each group's code is in one file (Rollup names it `chunks/<group>.js`, or lets one of the
  // group's own files hold it), and every other file of the group re-exports from it.
  const startFile = holder(dir, 'shared by')
  const connectFile = holder(dir, "=> 'row'")
  assert.notEqual(startFile, connectFile)
  const start = read(dir, startFile)
  const connect = read(dir, connectFile)
  assert.match(start, /=> 'shared by/)
  assert.match(start, /shared\('start'\)/, 'the start group together')
  assert.doesNotMatch(start, /'row'|loaded on use/, 'nothing lazy in the start module')
  assert.doesNotMatch(start, /connect/, 'start never imports a later group')
  assert.match(connect, /shared\(row\(\)\)/, 'the connect group together')
  assert.doesNotMatch(connect, /'shared by/, 'a module of the start group stays there')
  for (const file of ['row.js', 'view.js', 'other.js'].filter((file) => file !== connectFile)) {
    assert.match(read(dir, file), new RegExp(`from '\\./${connectFile.replace('.', '\\.')}'`))
  }
  assert.match(read(dir, 'lazy.js'), /loaded on use/)
  assert.doesNotMatch(read(dir, 'lazy.js'), /import/)
})

test('a root that is not in dist fails the build', async (t) => {
  const dir = packageWith({ 'index.js': 'export const a = 1\n' })
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  await assert.rejects(
    bundleModuleGroups({
      packageDir: dir,
      groups: [{ name: 'connect', roots: ['views/Gone.js'] }],
    }),
    /no dist\/views\/Gone\.js/,
  )
  assert.ok(existsSync(join(dir, 'dist', 'index.js')))
})

test('a keepFiles group keeps its modules in their files, and a later group does not take them', async (t) => {
  const dir = packageWith({
    'view.js':
      "import { row } from './row.js'\nimport { other } from './other.js'\nexport const view = () => row() + other()\n",
    'row.js': "export const row = () => 'row'\n",
    'other.js': "export const other = () => 'other'\n",
  })
  t.after(() => rmSync(dir, { recursive: true, force: true }))

  const { groups } = await bundleModuleGroups({
    packageDir: dir,
    groups: [
      { name: 'elsewhere', keepFiles: true, roots: ['row.js'] },
      { name: 'connect', roots: ['view.js'] },
    ],
  })

  assert.deepEqual(groups, { elsewhere: ['row.js'], connect: ['other.js', 'view.js'] })
  assert.equal(holder(dir, "=> 'row'"), 'row.js')
  assert.equal(holder(dir, "=> 'other'"), holder(dir, 'row() + other()'))
})
