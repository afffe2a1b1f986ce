import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ReadmeExampleError, readReadmeExample } from './readmeExample.js'

const reactReadme = readFileSync(
  join(import.meta.dirname, '..', '..', 'packages', 'react', 'README.md'),
  'utf8',
)

test("@airlock/react's README example is one exported component and names the server to run", () => {
  const example = readReadmeExample(reactReadme)
  expect(example.component).toBe('Header')
  expect(example.serverCommand).toEqual(['npx', '@airlock/server'])
  expect(example.source).toContain("projectId: 'local-dev'")
})

test('a README whose Example section lost its block or its server command is refused by name', () => {
  expect(() => readReadmeExample('# x\n\n## Install\n\ntext\n')).toThrow(
    new ReadmeExampleError('the README has no "## Example" section'),
  )
  expect(() =>
    readReadmeExample('## Example\n\nRun `npx @airlock/server`.\n\n```ts\nconst a = 1\n```\n'),
  ).toThrow('the Example section has no tsx block')
  expect(() =>
    readReadmeExample('## Example\n\n```tsx\nexport function A() {}\n```\n\n## Next\n`npx x`\n'),
  ).toThrow('the Example section names no npx command for the server')
  expect(() =>
    readReadmeExample(
      '## Example\n\n`npx s`\n\n```tsx\nexport function A() {}\nexport function B() {}\n```\n',
    ),
  ).toThrow('the tsx block exports 2 function components, not one')
})
