import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
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
