import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: { name: 'vue', environment: 'happy-dom' },
})
