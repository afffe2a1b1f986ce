import { defineConfig } from 'tsup'

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
})
