import type { ViteUserConfig } from 'vitest/config'
import { defineAirlockProject } from '../../vitest.shared.js'

const config = defineAirlockProject({
  test: {
    name: 'adapter-bitcoin',
    // Wallet discovery listens on `window` (Wallet Standard events, `btc_providers`).
    environment: 'happy-dom',
    // The tests read the regtest node's JSON-RPC directly, which sends no CORS headers.
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 60_000,
  },
})

// With the default conditions (`module`), Node loads WalletConnect's ESM builds, and the one of
// `@walletconnect/pay` (used by the WalletConnect test wallet) imports `brotli/decompress` without
// an extension, which Node's ESM loader refuses.
const withNodeConditions: ViteUserConfig = {
  ...config,
  ssr: { resolve: { conditions: ['@airlock/source', 'node', 'development|production'] } },
}

export default withNodeConditions
