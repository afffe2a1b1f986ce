import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { defineAirlockProject, defineUiProjects } from '../../vitest.shared.js'

// The test suites of @airlock/ui and @airlock/react, run against this package's React 18: their
// sources and tests import react, react-dom and Testing Library, which resolve here instead of to
// the workspace's React 19.
const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))
const react = packageDir('react')
const reactDom = packageDir('react-dom')
const testingLibrary = packageDir('@testing-library/react')
const alias = [
  { find: /^react$/, replacement: join(react, 'index.js') },
  { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: join(react, '$1.js') },
  { find: /^react-dom$/, replacement: join(reactDom, 'index.js') },
  { find: /^react-dom\/client$/, replacement: join(reactDom, 'client.js') },
  { find: /^@testing-library\/react$/, replacement: join(testingLibrary, 'dist/index.js') },
]
// The suites under test, found through this package's workspace dependencies on them.
const ui = dirname(require.resolve('@airlock/ui/package.json'))
const reactBindings = dirname(require.resolve('@airlock/react/package.json'))

export default defineConfig({
  test: {
    projects: [
      ...defineUiProjects('ui on React 18', {
        root: ui,
        resolve: { alias },
        setupFile: join(ui, 'src/test/setup.ts'),
      }),
      defineAirlockProject({
        root: reactBindings,
        resolve: { alias },
        test: {
          name: 'react on React 18',
          environment: 'happy-dom',
          setupFiles: [join(reactBindings, 'src/test/setup.ts')],
        },
      }),
    ],
  },
})
