import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { 'exports/index': 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Lazy views become their own chunks, named after the view (size-limit budgets each).
  splitting: true,
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]'
  },
  target: 'es2022',
  platform: 'browser',
  external: ['react', 'react-dom', 'valtio', '@airlock/core'],
})
