// The error-family check passes on this tree and fails on a tree with a bare Error in shipped code
// or an exported error class outside the family. `node --test scripts/checkErrorFamily.test.mjs`;
// part of `npm test`. Fixture trees are written to a temporary folder.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { checkErrorFamily } from './checkErrorFamily.mjs'
import { root } from './lib/bootstrap.mjs'

const manifest = (name, fields = {}) => ({
  name,
  type: 'module',
  exports: { '.': { '@airlock/source': './src/exports/index.ts' } },
  ...fields,
})

/** Writes `files` under a new temporary root; `@airlock/*` resolve to their folders. */
function fixture(files) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-errors-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(
      join(dir, path),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    )
  }
  mkdirSync(join(dir, 'node_modules', '@airlock'), { recursive: true })
  for (const name of ['blockchain-api', 'widget']) {
    symlinkSync(join(dir, 'packages', name), join(dir, 'node_modules', '@airlock', name), 'dir')
  }
  return dir
}

/** A small tree in the family: the base class, one subclass per package, tests that use Error. */
const healthy = {
  'packages/blockchain-api/package.json': manifest('@airlock/blockchain-api'),
  'packages/blockchain-api/src/errors/base.ts':
    "export class AirlockError extends Error {\n  override name = 'AirlockError'\n}\n",
  'packages/blockchain-api/src/errors/http.ts':
    "import { AirlockError } from './base.js'\nexport class HttpRequestError extends AirlockError {\n  override name = 'HttpRequestError' as const\n}\n",
  'packages/blockchain-api/src/exports/index.ts':
    "export { AirlockError } from '../errors/base.js'\nexport { HttpRequestError } from '../errors/http.js'\n",
  'packages/widget/package.json': manifest('@airlock/widget', {
    dependencies: { '@airlock/blockchain-api': 'workspace:*' },
  }),
  'packages/widget/src/errors.ts': [
    "import { HttpRequestError } from '@airlock/blockchain-api'",
    'export class WidgetHttpError extends HttpRequestError {',
    "  override name = 'WidgetHttpError' as const",
    '}',
    '',
  ].join('\n'),
  'packages/widget/src/widget.ts': [
    "import { WidgetHttpError } from './errors.js'",
    "// A comment may say throw new Error('x'), and so may a string:",
    "export const hint = 'throw new Error(…) is not allowed'",
    'export function fail(): never {',
    '  throw new WidgetHttpError()',
    '}',
    '',
  ].join('\n'),
  'packages/widget/src/exports/index.ts':
    "export { WidgetHttpError } from '../errors.js'\nexport { fail, hint } from '../widget.js'\n",
  'packages/widget/src/widget.test.ts': "throw new Error('tests may')\n",
  'packages/widget/src/test/startThing.ts':
    "export const boom = () => { throw new Error('so may test helpers') }\n",
  'packages/widget/vitest.config.ts': "if (!process.env.CI) throw Error('and configs')\n",
  'apps/demo/package.json': { name: '@airlock/demo', private: true },
  'apps/demo/src/main.ts': "throw new Error('a private app ships nothing')\n",
}

function problemsOf(files) {
  const dir = fixture(files)
  try {
    return checkErrorFamily(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test('a tree in the family passes: comments, strings, tests, test folders, configs and private apps aside', () => {
  assert.deepEqual(problemsOf(healthy), [])
})

test('throw new Error(, throw Error( and a new Error thrown later each fail, with file and line', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/widget/src/widget.ts': [
      'export function a() {',
      "  throw new Error('at once')",
      '}',
      'export function b() {',
      "  throw Error('without new')",
      '}',
      'export function c(reject: (error: unknown) => void) {',
      "  const error = new TypeError('later')",
      '  reject(error)',
      '}',
      '',
    ].join('\n'),
  })
  assert.deepEqual(
    problems.map((problem) => problem.split(' in shipped')[0]),
    [
      'packages/widget/src/widget.ts:2: throw new Error(…)',
      'packages/widget/src/widget.ts:5: throw Error(…)',
      'packages/widget/src/widget.ts:8: new TypeError(…)',
    ],
  )
})

test('an exported error class that does not extend AirlockError fails, naming its ancestry', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/widget/src/errors.ts': [
      "import { HttpRequestError } from '@airlock/blockchain-api'",
      'export class WidgetHttpError extends HttpRequestError {',
      "  override name = 'WidgetHttpError'",
      '}',
      'class Base extends Error {}',
      'export class WidgetRejectedError extends Base {}',
      // Named like an error, extends nothing: still outside the family.
      'export class WidgetTimeoutError {}',
      // Not exported from an entry point: the throw check alone covers it.
      'export class InternalError extends Error {}',
      '',
    ].join('\n'),
    'packages/widget/src/exports/index.ts': [
      "export { WidgetHttpError, WidgetRejectedError, WidgetTimeoutError } from '../errors.js'",
      "export { fail, hint } from '../widget.js'",
      '',
    ].join('\n'),
  })
  assert.deepEqual(problems, [
    'packages/widget/src/errors.ts: @airlock/widget exports WidgetRejectedError, which extends Base → Error, not AirlockError',
    'packages/widget/src/errors.ts: @airlock/widget exports WidgetTimeoutError, which extends nothing, not AirlockError',
  ])
})

test('an exported AirlockError subclass that does not name itself fails', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/widget/src/errors.ts': [
      "import { HttpRequestError } from '@airlock/blockchain-api'",
      // Inherits 'HttpRequestError': a log would call it by its parent's name.
      'export class WidgetHttpError extends HttpRequestError {}',
      '',
    ].join('\n'),
  })
  assert.deepEqual(problems, [
    "packages/widget/src/errors.ts: @airlock/widget exports WidgetHttpError, whose name is not its own (override name = 'WidgetHttpError')",
  ])
})

test('a class named like AirlockError elsewhere is not the family', () => {
  const problems = problemsOf({
    ...healthy,
    'packages/widget/src/errors.ts': [
      'class AirlockError extends Error {}',
      'export class WidgetHttpError extends AirlockError {}',
      '',
    ].join('\n'),
  })
  assert.deepEqual(problems, [
    'packages/widget/src/errors.ts: @airlock/widget exports WidgetHttpError, which extends AirlockError → Error, not AirlockError',
  ])
})

test('the repository: every shipped error is an AirlockError', () => {
  assert.deepEqual(checkErrorFamily(root), [])
})
