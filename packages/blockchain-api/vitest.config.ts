import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({ test: { name: 'blockchain-api', environment: 'node' } })
