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
