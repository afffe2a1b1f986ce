import { defineAirlockProject } from '../vitest.shared.js'

export default defineAirlockProject({
  test: { name: 'bench', environment: 'node', include: ['lib/**/*.test.ts'] },
})
