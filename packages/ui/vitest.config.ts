import { defineConfig } from 'vitest/config'
import { defineUiProjects } from '../../vitest.shared.js'

export default defineConfig({
  test: { projects: defineUiProjects('ui', { setupFile: './src/test/setup.ts' }) },
})
