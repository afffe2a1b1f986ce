import { defineConfig } from 'tsup'
import { bundleStartModules } from '../../scripts/lib/bundleStartModules.mjs'

export default defineConfig({
  // One output file per source module (no bundling), so with `sideEffects: false` a dapp's
  // bundler drops every action, view helper and schema it does not reach.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  dts: {
    entry: {
      'exports/index': 'src/exports/index.ts',
      'exports/adapter': 'src/exports/adapter.ts',
      'exports/networks': 'src/exports/networks.ts',
      'exports/testing': 'src/exports/testing.ts',
      'exports/walletconnect': 'src/exports/walletconnect.ts',
    },
  },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // Then the modules a dapp runs at start become one module (dist/chunks/start.js; the reason is
  // in scripts/lib/bundleStartModules.mjs): createAppKit and what @airlock/react, @airlock/ui and
  // the wagmi adapter call from core before the modal first opens.
  onSuccess: async () => {
    await bundleStartModules({
      packageDir: import.meta.dirname,
      roots: [
        'createAppKit.js',
        'actions/deleteConnection.js',
        'actions/legal.js',
        'actions/switchConnection.js',
        'actions/switchNetwork.js',
        'actions/theme.js',
        'formatters/formatBalance.js',
        'i18n/getLocale.js',
        'networks/evm.js',
        'selectors/connections.js',
        'selectors/hasMessageGroups.js',
        'selectors/pairing.js',
        'walletConnect/createWalletConnectClient.js',
        'walletConnect/eip155.js',
      ],
    })
  },
})
