import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { checkPackageContents } from './tarballs.js'

let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

/** An unpacked package made of `files` (path → content; objects are written as JSON). */
function unpacked(files: Record<string, unknown>): string {
  root = mkdtempSync(join(tmpdir(), 'airlock-tarball-test-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return root
}

const fine = {
  'package.json': {
    name: '@fixture/pkg',
    license: 'MIT',
    exports: { '.': './dist/index.js', './testing': './dist/testing.js' },
  },
  'README.md': '# pkg\n',
  LICENSE: 'MIT License\n',
  'dist/index.js': "export * from './util.js'\n",
  'dist/util.js': 'export const a = 1\n//# sourceMappingURL=util.js.map\n',
  'dist/util.js.map': { version: 3, sources: ['../src/util.ts'], mappings: '' },
  'src/util.ts': 'export const a = 1\n',
  // A test helper an export reaches is the package's API, not a test.
  'dist/testing.js': "export { helper } from './test/helper.js'\n",
  'dist/test/helper.js': 'export const helper = () => 1\n',
}

test('a package with a README, a licence, reachable helpers and maps of shipped sources is fine', () => {
  expect(checkPackageContents(unpacked(fine))).toEqual([])
})

test('tests, unreached test helpers, maps pointing outside and a missing licence are named', () => {
  const { LICENSE: _licence, ...withoutLicence } = fine
  const problems = checkPackageContents(
    unpacked({
      ...withoutLicence,
      'src/util.test.ts': "test('a', () => {})\n",
      'src/test/startServer.ts': 'export const start = () => {}\n',
      'src/protocol/examples.test-data.ts': 'export const examples = []\n',
      'dist/site/app.js.map': {
        version: 3,
        sources: ['../../../../node_modules/.pnpm/zod@4/node_modules/zod/index.js', 'app.ts'],
        mappings: '',
      },
      'dist/other.js.map': { version: 3, sources: ['../src/missing.ts'], mappings: '' },
      'dist/embedded.js.map': {
        version: 3,
        sources: ['../src/gone.ts'],
        sourcesContent: ['export {}'],
        mappings: '',
      },
    }),
  )
  expect(problems).toEqual([
    'no LICENSE file',
    'ships a test file: src/protocol/examples.test-data.ts',
    'ships a test file: src/test/startServer.ts',
    'ships a test file: src/util.test.ts',
    'dist/other.js.map: source src/missing.ts is neither shipped nor embedded',
    'dist/site/app.js.map: source ../../../../node_modules/.pnpm/zod@4/node_modules/zod/index.js points outside the package',
    'dist/site/app.js.map: source dist/site/app.ts is neither shipped nor embedded',
  ])
})
