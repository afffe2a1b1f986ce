import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/cli.ts'],
  format: ['esm'],
  clean: true,
  target: 'es2022',
  platform: 'node',
  external: [/^@airlock\//, 'zod'],
})
