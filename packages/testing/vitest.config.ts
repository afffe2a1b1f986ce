import type { ViteUserConfig } from 'vitest/config'
import { defineAirlockProject } from '../../vitest.shared.js'

// The files share one module graph: their imports (viem, the chains, the wallets' SDKs) are most
// of the suite's CPU, nothing a file keeps at module level is left for another, and shuffled file
// orders pass. Half the suite's CPU.
const config = defineAirlockProject({
  test: { name: 'testing', environment: 'node', isolate: false },
})

// Vitest hands these conditions to Node too. Without `module`, Node loads WalletConnect's CommonJS
// builds: the ESM build of `@walletconnect/pay` imports `brotli/decompress` without an extension,
// which Node's ESM loader refuses.
const withNodeConditions: ViteUserConfig = {
  ...config,
  ssr: { resolve: { conditions: ['@airlock/source', 'node', 'development|production'] } },
}

export default withNodeConditions
