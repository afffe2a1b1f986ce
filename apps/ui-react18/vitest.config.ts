import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { defineAirlockProject } from '../../vitest.shared.js'

// @airlock/ui's own tests, run against this package's React 18: its sources and tests import
// react, react-dom and Testing Library, which resolve here instead of to the workspace's React 19.
const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))
const react = packageDir('react')
const reactDom = packageDir('react-dom')
const testingLibrary = packageDir('@testing-library/react')
const ui = resolve(import.meta.dirname, '../../packages/ui')

export default defineAirlockProject({
  root: ui,
  resolve: {
    alias: [
      { find: /^react$/, replacement: join(react, 'index.js') },
      { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: join(react, '$1.js') },
      { find: /^react-dom$/, replacement: join(reactDom, 'index.js') },
      { find: /^react-dom\/client$/, replacement: join(reactDom, 'client.js') },
      { find: /^@testing-library\/react$/, replacement: join(testingLibrary, 'dist/index.js') },
    ],
  },
  test: {
    name: 'ui on React 18',
    environment: 'happy-dom',
    setupFiles: [join(ui, 'src/test/setup.ts')],
  },
})
