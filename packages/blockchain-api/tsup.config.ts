import { defineConfig } from 'tsup'
import { bundleStartModules } from '../../scripts/lib/bundleStartModules.mjs'

export default defineConfig({
  // One output file per source module (no bundling): with `sideEffects: false`, a dapp's bundler
  // then drops every route it does not call, and the zod schemas with it.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/test/**'],
  bundle: false,
  format: ['esm'],
  dts: { entry: { 'exports/index': 'src/exports/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // Then the modules a dapp runs at start become one module (dist/chunks/start.js; the reason is
  // in scripts/lib/bundleStartModules.mjs): the client core creates at start and the error base.
  onSuccess: async () => {
    await bundleStartModules({
      packageDir: import.meta.dirname,
      roots: ['client/createBlockchainApiClient.js', 'errors/base.js', 'caip/types.js'],
    })
  },
})
