import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: {
    name: 'core',
    environment: 'node',
    // The files share one module graph: every file makes its own instances, and shuffled file
    // orders pass. Half the suite's time.
    isolate: false,
  },
})
