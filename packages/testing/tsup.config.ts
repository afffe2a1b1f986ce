import { defineConfig } from 'tsup'

export default defineConfig([
  {
    entry: [
      'src/exports/index.ts',
      'src/exports/devnet.ts',
      'src/exports/solana.ts',
      'src/exports/mail.ts',
      'src/exports/oidc.ts',
      'src/exports/farcaster.ts',
      'src/exports/bitcoin.ts',
      'src/exports/playwright.ts',
      'src/exports/bundle.ts',
      'src/exports/walletconnect.ts',
      'src/exports/conformance.ts',
      'src/exports/bindings.ts',
      'src/cli.ts',
      'src/mailSinkCli.ts',
      'src/bundlerCli.ts',
      'src/oidcProviderCli.ts',
      'src/regtestCli.ts',
    ],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    // The browser bundle below is built into the same folder at the same time.
    clean: ['!dev-wallet.iife.js', '!solana-dev-wallet.iife.js', '!bitcoin-dev-wallet.iife.js'],
    target: 'es2022',
    platform: 'node',
  },
  {
    // Airlock Dev Wallet for Solana, as an init script (Wallet Standard registration).
    entry: { 'solana-dev-wallet.iife': 'src/solana/solanaDevWalletInitScript.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    noExternal: [/.*/],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    clean: false,
  },
  {
    // Airlock Dev Wallet for Bitcoin, as an init script (Wallet Standard and sats-connect).
    entry: { 'bitcoin-dev-wallet.iife': 'src/bitcoin/bitcoinDevWalletInitScript.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    noExternal: [/.*/],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    clean: false,
  },
  {
    // An init script for browsers (Playwright's addInitScript, a <script> tag): viem included.
    entry: { 'dev-wallet.iife': 'src/wallet/devWalletInitScript.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    noExternal: [/.*/],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    clean: false,
  },
])
