import { defineConfig } from 'tsup'
import { bundleModuleGroups } from '../../scripts/lib/bundleStartModules.mjs'

export default defineConfig({
  // Each lazy view is also an entry, so its chunk has a stable path (dist/views/<View>.js) that
  // size-limit can budget and leave out of the initial import.
  entry: {
    'exports/index': 'src/exports/index.ts',
    'components/Dialog': 'src/components/Dialog.tsx',
    // The modal's inside (stylesheet, root, view table), loaded when idle or when it must show.
    'mount/mountViews': 'src/mount/mountViews.tsx',
    'views/AllWalletsView': 'src/views/AllWalletsView.tsx',
    'views/ConnectingExternalView': 'src/views/ConnectingExternalView.tsx',
    'views/ConnectingWalletConnectView': 'src/views/ConnectingWalletConnectView.tsx',
    'views/AccountView': 'src/views/AccountView.tsx',
    'views/NetworksView': 'src/views/NetworksView.tsx',
    'views/UnsupportedChainView': 'src/views/UnsupportedChainView.tsx',
    'views/SIWXSignMessageView': 'src/views/SIWXSignMessageView.tsx',
    'views/WalletSendView': 'src/views/WalletSendView.tsx',
    'views/WalletSendPreviewView': 'src/views/WalletSendPreviewView.tsx',
    'views/WalletReceiveView': 'src/views/WalletReceiveView.tsx',
    'views/NftDetailView': 'src/views/NftDetailView.tsx',
    'views/EmailVerifyOtpView': 'src/views/EmailVerifyOtpView.tsx',
    'views/EmailVerifyDeviceView': 'src/views/EmailVerifyDeviceView.tsx',
    'views/UpdateEmailWalletView': 'src/views/UpdateEmailWalletView.tsx',
    'views/UpdateEmailOtpViews': 'src/views/UpdateEmailOtpViews.tsx',
    'views/ApproveTransactionView': 'src/views/ApproveTransactionView.tsx',
    'views/SwapView': 'src/views/SwapView.tsx',
    'views/SwapSelectTokenView': 'src/views/SwapSelectTokenView.tsx',
    'views/SwapPreviewView': 'src/views/SwapPreviewView.tsx',
    // Send and Buy load the token picker on its own, once their form shows.
    'components/TokenPicker': 'src/components/TokenPicker.tsx',
    'views/ProfileWalletsView': 'src/views/ProfileWalletsView.tsx',
    'views/OnRampViews': 'src/views/OnRampViews.tsx',
    'views/RegisterAccountNameViews': 'src/views/RegisterAccountNameViews.tsx',
    'views/WalletGuideViews': 'src/views/WalletGuideViews.tsx',
    // The account tabs' panels, each loaded when its tab is first shown.
    'panels/TokensPanel': 'src/panels/TokensPanel.tsx',
    'panels/NftsPanel': 'src/panels/NftsPanel.tsx',
    'panels/ActivityPanel': 'src/panels/ActivityPanel.tsx',
    // The sign-in providers' logos, loaded with the first social button.
    'icons/SocialLogo': 'src/icons/SocialLogo.tsx',
    // Featured and recommended wallets for the Connect view, loaded after the first paint.
    'views/loadConnectWallets': 'src/views/loadConnectWallets.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Code shared by the views goes to dist/chunks.
  splitting: true,
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]'
  },
  target: 'es2022',
  platform: 'browser',
  external: ['react', 'react-dom', '@airlock/core'],
  // Then what loads together becomes one module each (the reason is in
  // scripts/lib/bundleStartModules.mjs): the page's start code (dist/chunks/start.js), and what the
  // first view needs on the visitor's intent (dist/chunks/connect.js): the modal's inside, the
  // dialog with the Connect view, its rows and styles, the sign-in logos and the featured wallets'
  // loader. The other views keep their files and import what they share from these.
  onSuccess: async () => {
    await bundleModuleGroups({
      packageDir: import.meta.dirname,
      groups: [
        { name: 'start', roots: ['exports/index.js'] },
        {
          name: 'connect',
          roots: [
            'mount/mountViews.js',
            'components/Dialog.js',
            'icons/SocialLogo.js',
            'views/loadConnectWallets.js',
          ],
        },
      ],
    })
  },
})
