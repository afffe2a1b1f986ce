import { defineConfig, type Options } from 'tsup'

const shared: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // The dapp's own ethers (6 or 5), never a second copy.
  external: ['@airlock/core', 'ethers'],
}

export default defineConfig([
  // Named so the output keeps the `exports/` folder the package.json points at.
  { ...shared, entry: { 'exports/index': 'src/exports/index.ts' }, clean: true },
  {
    ...shared,
    entry: { 'exports/ethers5': 'src/exports/ethers5.ts' },
    tsconfig: 'tsconfig.ethers5.json',
    clean: false,
  },
])
