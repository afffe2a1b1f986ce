import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { 'exports/index': 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
})
