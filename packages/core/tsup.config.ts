import { defineConfig } from 'tsup'
import { bundleModuleGroups } from '../../scripts/lib/bundleStartModules.mjs'

export default defineConfig({
  // One output file per source module (no bundling), so with `sideEffects: false` a dapp's
  // bundler drops every action, view helper and schema it does not reach.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-data.ts'],
  bundle: false,
  format: ['esm'],
  dts: {
    entry: {
      'exports/index': 'src/exports/index.ts',
      'exports/adapter': 'src/exports/adapter.ts',
      'exports/preview': 'src/exports/preview.ts',
      'exports/previewSolana': 'src/exports/previewSolana.ts',
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
  // the wagmi adapter call from core before the modal first opens. And what @airlock/ui's first
  // view (its dist/chunks/connect.js) calls from core, less what is loaded at start already,
  // becomes dist/chunks/connect.js: the email and passkey actions, the featured wallets' requests
  // and the English `modal` texts, so the visitor's intent fetches one file of core.
  onSuccess: async () => {
    await bundleModuleGroups({
      packageDir: import.meta.dirname,
      groups: [
        {
          name: 'start',
          roots: [
            'createAppKit.js',
            'actions/deleteConnection.js',
            'actions/legal.js',
            'actions/theme.js',
            // The sign-in errors: @airlock/react's wallet button and the Connect view both check
            // them, so they load with the classes they extend rather than as a file of their own.
            'errors/auth.js',
            'formatters/formatBalance.js',
            'i18n/getLocale.js',
            'networks/evm.js',
            'selectors/connections.js',
            'selectors/hasMessageGroups.js',
            'selectors/pairing.js',
            // Whether the visitor is signed in: @airlock/react's wallet button reads it at start.
            'selectors/siwx.js',
            'walletConnect/createWalletConnectClient.js',
            'walletConnect/eip155.js',
          ],
        },
        // What the other packages' start code also imports (@airlock/ui's AppKit methods and
        // wallet list, @airlock/react's wallet button, the adapters): in their first load already,
        // these keep their files, and a later group does not take them. (The registry's pages and
        // search are not among them: the headless wallet actions load them on first use.)
        {
          name: 'alsoAtStart',
          keepFiles: true,
          roots: [
            'actions/addNetwork.js',
            'actions/addressLabels.js',
            'actions/connect.js',
            'actions/connectSocial.js',
            'actions/removeNetwork.js',
            'actions/reportModalLoadError.js',
            'actions/setClientId.js',
            'actions/setLoading.js',
            'actions/signInWithWallet.js',
            'actions/updateFeatures.js',
            'actions/updateOptions.js',
            'actions/updatePreferredAccountType.js',
            'caip/addresses.js',
            'caip/parseCaipAddress.js',
            'caip/parseCaipNetworkId.js',
            'connectors/getConnectList.js',
            'errors/authNotConnected.js',
            'errors/send.js',
            'formatters/formatUnits.js',
            'selectors/remoteFeatures.js',
          ],
        },
        {
          name: 'connect',
          roots: [
            // Connection handling (adapter events, the start-up restore, switching and
            // disconnecting): out of the first load, and in the file the visitor's intent fetches.
            'actions/internal/connectionHandling.js',
            'actions/switchConnection.js',
            'actions/switchNetwork.js',
            'actions/disconnect.js',
            'actions/connectEmail.js',
            'actions/connectPasskey.js',
            'actions/fetchFeaturedWallets.js',
            'actions/fetchRecommendedWallets.js',
            'actions/preloadAuthConnector.js',
            'actions/requestCloseModal.js',
            'actions/walletRegistryLimits.js',
            'i18n/locales/en/modal.js',
            'selectors/canCloseModal.js',
            'selectors/getConnectorImageUrl.js',
          ],
        },
      ],
    })
  },
})
