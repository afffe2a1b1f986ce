import { writeFileSync } from 'node:fs'
import { defineConfig } from 'tsup'
import { airlockSurfaceFileName } from './src/surface/airlockSurface.js'
import { readAirlockSurface } from './src/surface/readAirlockSurface.js'

export default defineConfig({
  // Named so the output keeps the `exports/` folder the package.json points at.
  entry: { 'exports/index': 'src/exports/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  dts: { entry: { 'exports/index': 'src/exports/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  external: [/^@airlock\//, 'typescript', 'zod'],
  // What the codemod checks apps against, read from the Airlock packages' built types, so the
  // list ships with (and matches) the release it moves apps to.
  onSuccess: async () => {
    const surface = readAirlockSurface(import.meta.dirname)
    writeFileSync(`dist/${airlockSurfaceFileName}`, `${JSON.stringify(surface, null, 2)}\n`)
  },
})
