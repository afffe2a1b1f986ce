import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/exports/index.ts', 'src/exports/networks.ts', 'src/exports/testing.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
})
