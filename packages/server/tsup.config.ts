import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { 'exports/index': 'src/exports/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  dts: { entry: { 'exports/index': 'src/exports/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
})
