import { chromiumLaunchOptions } from '@airlock/testing/playwright'
import { defineConfig } from '@playwright/test'

const isCI = Boolean(process.env.CI)

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    // Debian's Chromium, never a downloaded browser.
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    // The whole local stack, with the demo's production build served by `vite preview`.
    // --clean: a fresh database each run, as in CI's clean clone (a name registered by an earlier
    // run would be taken).
    command: 'node ../../scripts/stack.mjs --preview --clean',
    url: 'http://127.0.0.1:5173',
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The email-login spec logs one visitor in twice (a second device) within the 30 s cooldown.
    // Every visitor of the suite is on 127.0.0.1: the budget of distinct login addresses per
    // client (against enumeration) is the suite's whole budget.
    env: { AIRLOCK_FRAME_EMAIL_COOLDOWN_MS: '1000', AIRLOCK_FRAME_ADDRESSES_PER_IP: '200' },
  },
})
