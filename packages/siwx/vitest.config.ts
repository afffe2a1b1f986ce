import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: {
    name: 'siwx',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
})
