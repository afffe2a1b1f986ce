import type { ViteUserConfig } from 'vitest/config'
import { defineAirlockProject } from '../../vitest.shared.js'

const config = defineAirlockProject({
  test: {
    name: 'server',
    environment: 'node',
    fileParallelism: false,
    // The files share one module graph: each file's imports (the server, viem, the chains' clients)
    // cost seconds of CPU to load, and nothing the files keep at module level is left for another
    // file (each starts its own servers; shuffled file orders pass). About a third of the suite's
    // CPU.
    isolate: false,
    // Most files start a whole server (database, chains, relay) in a hook or a test, and npm test
    // runs two packages' suites at once on 2 cores: on a loaded machine that alone took over 30 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The scale-out fault tests run on their own: vitest.faults.config.ts.
    exclude: ['**/node_modules/**', 'src/scale/**'],
  },
})

// Vitest hands these conditions to Node too. Without `module`, Node loads WalletConnect's CommonJS
// builds: the ESM build of `@walletconnect/pay` imports `brotli/decompress` without an extension,
// which Node's ESM loader refuses.
const withNodeConditions: ViteUserConfig = {
  ...config,
  ssr: { resolve: { conditions: ['@airlock/source', 'node', 'development|production'] } },
}

export default withNodeConditions
