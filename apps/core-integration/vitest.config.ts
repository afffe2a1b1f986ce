import type { ViteUserConfig } from 'vitest/config'
import { defineAirlockProject } from '../../vitest.shared.js'

// Real servers, chains, relays and wallet SDKs: as the server's tests, a minute per test and two
// per hook, for a CI machine that runs two packages' tests at once (a WalletConnect test that
// takes 2 s on a quiet machine once hit the default 20 s at load average 23).
const config = defineAirlockProject({
  test: {
    name: 'core-integration',
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

// Vitest hands these conditions to Node too. Without `module`, Node loads WalletConnect's
// CommonJS builds: the ESM build of `@walletconnect/pay` (used by the test wallet) imports
// `brotli/decompress` without an extension, which Node's ESM loader refuses.
const withNodeConditions: ViteUserConfig = {
  ...config,
  ssr: { resolve: { conditions: ['@airlock/source', 'node', 'development|production'] } },
}

export default withNodeConditions
