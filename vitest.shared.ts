import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject, type ViteUserConfig } from 'vitest/config'

/**
 * Where the server's in-memory databases keep an empty database to start from: tests start dozens
 * of servers, and making each database from nothing costs seconds of CPU (createMemoryDatabase).
 */
const memoryDatabaseCache = fileURLToPath(
  new URL('./node_modules/.cache/airlock-memory-db', import.meta.url),
)

/**
 * Settings every package's Vitest project starts from. Workspace packages resolve to their
 * TypeScript sources through the `@airlock/source` export condition, so tests never need a build.
 */
export function defineAirlockProject(config: ViteUserConfig = {}): ViteUserConfig {
  const { test, ...rest } = config
  return defineProject({
    ...rest,
    resolve: { ...rest.resolve, conditions: ['@airlock/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@airlock/source', ...defaultServerConditions] } },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      testTimeout: 20_000,
      hookTimeout: 30_000,
      ...test,
      env: { AIRLOCK_MEMORY_DB_CACHE: memoryDatabaseCache, ...test?.env },
    },
  })
}

/**
 * The UI suite's files that need a module graph of their own (Vitest's `isolate`): they mock
 * modules, or watch which chunks load. The rest of the suite shares one graph. Both the UI package
 * and its React 18 run split their suite this way.
 */
const uiFilesWithOwnModules = [
  'src/appkit/loadLazyActions.test.ts',
  'src/components/SocialLogin.test.tsx',
  'src/mount/mountModal.loadError.test.tsx',
  'src/mount/prefetchWhenIdle.test.ts',
  'src/mount/prefetchWhenIdle.intent.test.ts',
]

/**
 * The UI suite as two projects: `name`, whose files share one module graph and one document
 * (their imports, React and the modal's views, cost most of the suite's CPU), and `name` (own
 * modules), the files of `uiFilesWithOwnModules`, each with its own.
 */
export function defineUiProjects(
  name: string,
  config: { root?: string; resolve?: ViteUserConfig['resolve']; setupFile: string },
): ViteUserConfig[] {
  const shared = {
    ...(config.root ? { root: config.root } : {}),
    ...(config.resolve ? { resolve: config.resolve } : {}),
  }
  const test = { environment: 'happy-dom' as const, setupFiles: [config.setupFile] }
  return [
    defineAirlockProject({
      ...shared,
      test: {
        ...test,
        name,
        isolate: false,
        exclude: ['**/node_modules/**', ...uiFilesWithOwnModules],
      },
    }),
    defineAirlockProject({
      ...shared,
      test: { ...test, name: `${name} (own modules)`, include: uiFilesWithOwnModules },
    }),
  ]
}
