import type { ViteUserConfig } from 'vitest/config'
import { defineAirlockProject } from '../../vitest.shared.js'

const config = defineAirlockProject({
  test: { name: 'core-integration', environment: 'node', fileParallelism: false },
})

// Vitest hands these conditions to Node too. Without `module`, Node loads WalletConnect's
// CommonJS builds: the ESM build of `@walletconnect/pay` (used by the test wallet) imports
// `brotli/decompress` without an extension, which Node's ESM loader refuses.
const withNodeConditions: ViteUserConfig = {
  ...config,
  ssr: { resolve: { conditions: ['@airlock/source', 'node', 'development|production'] } },
}

export default withNodeConditions
