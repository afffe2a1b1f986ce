import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: { name: 'frame' },
})
