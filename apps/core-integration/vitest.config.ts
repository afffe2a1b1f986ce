import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: { name: 'core-integration', environment: 'node', fileParallelism: false },
})
