import { defineConfig } from 'tsup'

export default defineConfig({
  // Named so the output keeps the `exports/` folder the package.json points at.
  entry: {
    'exports/index': 'src/exports/index.ts',
    'exports/custody': 'src/exports/custody.ts',
    'exports/site': 'src/exports/site.ts',
    'exports/theme': 'src/exports/theme.ts',
    'exports/preview': 'src/exports/preview.ts',
    'exports/previewSolana': 'src/exports/previewSolana.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: [/^@airlock\//, /^@noble\//, /^@scure\//, 'viem', 'zod', 'shamir-secret-sharing'],
})
