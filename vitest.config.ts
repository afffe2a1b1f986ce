import { defineConfig } from 'vitest/config'

// Runs every package's project at once: `pnpm vitest`. CI runs them per package through turbo.
export default defineConfig({
  test: { projects: ['packages/*'] },
})
