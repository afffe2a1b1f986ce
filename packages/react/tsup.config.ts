import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/exports/index.ts', 'src/exports/networks.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
})
