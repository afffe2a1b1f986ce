import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: { name: 'ui', environment: 'happy-dom', setupFiles: ['./src/test/setup.ts'] },
})
