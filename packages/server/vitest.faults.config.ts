import type { ViteUserConfig } from 'vitest/config'
import base from './vitest.config.js'

// The scale-out fault tests (src/scale/*.faults.test.ts): real processes killed and restarted, so they
// run on their own (a step of scripts/test.mjs), not in the package's `test`.
const config: ViteUserConfig = {
  ...base,
  test: {
    ...base.test,
    name: 'server-faults',
    include: ['src/scale/**/*.faults.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
}

export default config
