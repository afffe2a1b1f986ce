import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: {
    name: 'frame',
    // The files share one module graph and one document: their imports (viem, noble, Solana's
    // kit) are most of the suite's CPU. Each file starts from an empty document (the setup file),
    // and shuffled file orders pass. Two thirds less CPU.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
  },
})
