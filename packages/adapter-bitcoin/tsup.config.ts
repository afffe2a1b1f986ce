import { defineConfig } from 'tsup'

export default defineConfig({
  // Named so the output keeps the `exports/` folder the package.json points at.
  entry: {
    'exports/index': 'src/exports/index.ts',
    // bitcoinjs-lib loads on the first send or broadcast; a stable path lets size-limit budget it.
    buildTransferPsbt: 'src/buildTransferPsbt.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['@airlock/core'],
  splitting: true,
})
