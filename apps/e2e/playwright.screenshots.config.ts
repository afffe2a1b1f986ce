import { defineConfig } from '@playwright/test'
import base from './playwright.config.js'

// `pnpm --filter @airlock/e2e screenshots`: the ui README's screenshots, taken on the local stack
// (the demo's production build) like the e2e tests, and written to packages/ui/docs/screenshots.
export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: '*.screenshots.ts',
  reporter: [['list']],
})
