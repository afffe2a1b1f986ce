import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: {
    name: 'adapter-wagmi',
    // wagmi's injected connector and EIP-6963 discovery only run where `window` exists.
    environment: 'happy-dom',
    globalSetup: ['./test/globalSetup.ts'],
  },
})
