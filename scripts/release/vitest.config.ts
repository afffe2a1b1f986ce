import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: { name: 'release', environment: 'node', include: ['*.test.ts'] },
})
