import { defineAirlockProject } from '../vitest.shared.js'

export default defineAirlockProject({
  test: {
    name: 'docs',
    include: ['scripts/**/*.test.ts'],
    // Generates the pages once, into a folder of its own, for every test file.
    globalSetup: ['./scripts/test/generateOnce.ts'],
    testTimeout: 60_000,
  },
})
