import type { ViteUserConfig } from 'vitest/config'
import { defineAirlockProject } from '../../vitest.shared.js'

// Adapter tests run against the local Solana chain (LiteSVM) with the Solana dev wallet.
const config = defineAirlockProject({
  test: { name: 'adapter-solana', environment: 'node', globalSetup: ['./test/globalSetup.ts'] },
})

// Vitest hands these conditions to Node too. With the default ones (`module`), Node loads
// WalletConnect's ESM builds, and the one of `@walletconnect/pay` (used by the test wallet) imports
// `brotli/decompress` without an extension, which Node's ESM loader refuses.
const withNodeConditions: ViteUserConfig = {
  ...config,
  ssr: { resolve: { conditions: ['@airlock/source', 'node', 'development|production'] } },
}

export default withNodeConditions
