import { defineConfig } from 'tsup'

export default defineConfig({
  // Named so the output keeps the `exports/` folder the package.json points at.
  entry: { 'exports/index': 'src/exports/index.ts', 'exports/react': 'src/exports/react.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['@airlock/core', '@solana/web3.js', 'react'],
})
