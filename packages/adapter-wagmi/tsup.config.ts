import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/exports/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['@airlock/core', '@wagmi/core', 'viem'],
})
