import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: {
    name: 'create-airlock',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
})
