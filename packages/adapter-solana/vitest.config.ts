import { defineAirlockProject } from '../../vitest.shared.js'

// Adapter tests run against the local Solana chain (LiteSVM) with the Solana dev wallet.
export default defineAirlockProject({
  test: { name: 'adapter-solana', environment: 'node', globalSetup: ['./test/globalSetup.ts'] },
})
