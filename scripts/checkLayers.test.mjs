// The layer check passes on this tree and fails on a tree with a forbidden import or dependency.
// `node --test scripts/checkLayers.test.mjs`; part of `npm test`. Fixture trees are written to a
// temporary folder, so nothing in the repository is a forbidden import waiting to be copied.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { checkLayers } from './checkLayers.mjs'
import { root } from './lib/bootstrap.mjs'

/** Writes `files` (path → text; objects are written as JSON) under a new temporary root. */
function fixture(files) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-layers-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(
      join(dir, path),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    )
  }
  return dir
}

const manifest = (name, fields = {}) => ({ name, type: 'module', ...fields })

/** A small tree that follows the table: core on blockchain-api, ui on core, react on both. */
const healthy = {
  'packages/blockchain-api/package.json': manifest('@airlock/blockchain-api'),
  'packages/blockchain-api/src/index.ts': 'export const api = 1\n',
  'packages/core/package.json': manifest('@airlock/core', {
    dependencies: { '@airlock/blockchain-api': 'workspace:*', valtio: '2.3.2' },
  }),
  'packages/core/src/index.ts':
    "import { api } from '@airlock/blockchain-api'\nimport { proxy } from 'valtio/vanilla'\nexport const state = proxy({ api })\n",
  'packages/ui/package.json': manifest('@airlock/ui', {
    dependencies: { '@airlock/core': 'workspace:*' },
    devDependencies: { '@airlock/testing': 'workspace:*' },
  }),
  'packages/ui/src/view.tsx': "import { state } from '@airlock/core'\nexport const view = state\n",
  'packages/ui/src/view.test.tsx':
    "import { wallet } from '@airlock/testing'\nconst lazy = () => import('@airlock/core')\n",
  'packages/testing/package.json': manifest('@airlock/testing', {
    dependencies: { '@airlock/core': 'workspace:*' },
  }),
  'packages/testing/src/index.ts': 'export const wallet = 1\n',
}

function problemsOf(files) {
  const dir = fixture(files)
  try {
    return checkLayers(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test('the repository follows the layer table', () => {
  assert.deepEqual(checkLayers(root), [])
})

test('a tree that follows the table passes, test files included', () => {
  assert.deepEqual(problemsOf(healthy), [])
})

test('an import upward fails, naming the file, the line and both packages', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/react/package.json': manifest('@airlock/react', {
      dependencies: { '@airlock/ui': 'workspace:*', '@airlock/core': 'workspace:*' },
    }),
    'packages/react/src/index.ts': 'export const react = 1\n',
    'packages/ui/package.json': manifest('@airlock/ui', {
      dependencies: { '@airlock/core': 'workspace:*', '@airlock/react': 'workspace:*' },
      devDependencies: { '@airlock/testing': 'workspace:*' },
    }),
    'packages/ui/src/upward.ts': "// uses the binding\nexport { react } from '@airlock/react'\n",
  })
  assert.deepEqual(problems, [
    'packages/ui/package.json: @airlock/ui may not depend on @airlock/react',
    'packages/ui/src/upward.ts:2: @airlock/ui may not import @airlock/react (layer table)',
  ])
})

test('a dynamic import upward fails too', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/core/src/lazy.ts': "export const load = () => import('@airlock/ui')\n",
  })
  assert.match(
    problems.join('\n'),
    /packages\/core\/src\/lazy\.ts:1: @airlock\/core may not import @airlock\/ui/,
  )
})

test('valtio outside core fails', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/ui/src/store.ts':
      "import { subscribe } from 'valtio/vanilla'\nexport { subscribe }\n",
  })
  assert.deepEqual(problems, [
    'packages/ui/src/store.ts:1: @airlock/ui may not import valtio (only @airlock/core)',
  ])
})

test('a test that imports a package its package.json does not declare fails', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/ui/src/server.test.ts': "import { createServer } from '@airlock/blockchain-api'\n",
  })
  assert.deepEqual(problems, [
    "packages/ui/src/server.test.ts:1: @airlock/blockchain-api is imported but not in @airlock/ui's package.json",
  ])
})

test("a build input outside the package's files may import its dev dependencies; a shipped file may not", () => {
  const tree = (files) => ({
    ...healthy,
    'packages/ui/package.json': manifest('@airlock/ui', {
      files: ['dist', 'src'],
      dependencies: { '@airlock/core': 'workspace:*' },
      devDependencies: { '@airlock/testing': 'workspace:*', '@airlock/react': 'workspace:*' },
    }),
    'packages/react/package.json': manifest('@airlock/react', {
      dependencies: { '@airlock/ui': 'workspace:*', '@airlock/core': 'workspace:*' },
    }),
    'packages/react/src/index.ts': 'export const react = 1\n',
    ...files,
  })
  assert.deepEqual(
    problemsOf(tree({ 'packages/ui/browser/page.ts': "export * from '@airlock/react'\n" })),
    [],
  )
  assert.deepEqual(
    problemsOf(tree({ 'packages/ui/src/page.ts': "export * from '@airlock/react'\n" })),
    ['packages/ui/src/page.ts:1: @airlock/ui may not import @airlock/react (layer table)'],
  )
})

test('a workspace package the table does not place fails', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/mystery/package.json': manifest('@airlock/mystery'),
  })
  assert.deepEqual(problems, [
    'packages/mystery: @airlock/mystery has no place in the layer table (scripts/checkLayers.mjs)',
  ])
})

test("a scaffolder's templates/ folder is the apps' code, not the package's imports", () => {
  const problems = problemsOf({
    ...healthy,
    'packages/react/package.json': manifest('@airlock/react', {
      dependencies: { '@airlock/core': 'workspace:*' },
    }),
    'packages/create-airlock/package.json': manifest('create-airlock', {
      dependencies: { '@airlock/blockchain-api': 'workspace:*' },
    }),
    'packages/create-airlock/src/cli.ts': "import { api } from '@airlock/blockchain-api'\n",
    'packages/create-airlock/templates/vite/src/appKit.ts':
      "import { createAppKit } from '@airlock/react'\n",
  })
  assert.deepEqual(problems, [])
})

test('a runtime import cycle inside a package fails, naming every file of it', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/core/src/disconnect.ts':
      "import { handle } from './handle.js'\nexport const disconnect = () => handle()\n",
    'packages/core/src/handle.ts':
      "import { check } from './check.js'\nexport const handle = () => check()\n",
    'packages/core/src/check.ts':
      "import { disconnect } from './disconnect.js'\nexport const check = () => disconnect\n",
  })
  assert.deepEqual(problems, [
    'packages/core: runtime import cycle: src/check.ts → src/disconnect.ts → src/handle.ts',
  ])
})

test('a file that imports itself is a cycle; re-exports count', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/core/src/self.ts': "export { state } from './self.js'\nexport const other = 1\n",
  })
  assert.deepEqual(problems, ['packages/core: runtime import cycle: src/self.ts'])
})

test('cycles through types only, through import(), or through test files pass', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/core/src/a.ts':
      "import type { B } from './b.js'\nimport { type C } from './c.js'\nexport type A = B | C\nexport const a = 1\n",
    'packages/core/src/b.ts': "import { a } from './a.js'\nexport type B = typeof a\n",
    'packages/core/src/c.ts':
      "import { a } from './a.js'\nexport type C = typeof a\nexport const load = () => import('./d.js')\n",
    'packages/core/src/d.ts': "import { load } from './c.js'\nexport const d = load\n",
    'packages/core/src/e.ts': "import { helper } from './e.test.js'\nexport const e = helper\n",
    'packages/core/src/e.test.ts': "import { e } from './e.js'\nexport const helper = e\n",
  })
  assert.deepEqual(problems, [])
})
