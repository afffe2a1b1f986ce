import { defineConfig } from 'tsup'

export default defineConfig({
  // One output file per source module (no bundling), so with `sideEffects: false` a dapp's
  // bundler drops every action, view helper and schema it does not reach.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  dts: {
    entry: {
      'exports/index': 'src/exports/index.ts',
      'exports/networks': 'src/exports/networks.ts',
      'exports/testing': 'src/exports/testing.ts',
      'exports/walletconnect': 'src/exports/walletconnect.ts',
    },
  },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
})
