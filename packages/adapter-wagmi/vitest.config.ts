import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config'
import { defineAirlockProject } from '../../vitest.shared.js'

/**
 * The adapter's suite, run once per wagmi major it supports: against `@wagmi/core` 3 (the
 * package's own dev dependency) and against `@wagmi/core` 2, installed as `@wagmi/core-v2` and put
 * in place of `@wagmi/core` for the adapter's sources and its tests.
 */
function adapterProject(
  name: string,
  { alias = {}, exclude = [] }: { alias?: Record<string, string>; exclude?: string[] } = {},
): ViteUserConfig {
  const config = defineAirlockProject({
    resolve: { alias },
    test: {
      name,
      exclude: [...configDefaults.exclude, ...exclude],
      // wagmi's injected connector and EIP-6963 discovery only run where `window` exists.
      environment: 'happy-dom',
      globalSetup: ['./test/globalSetup.ts'],
      // The files share one module graph (and document): each file's imports of wagmi, viem and
      // the server cost seconds of CPU; every file makes its own config, connectors and servers,
      // and shuffled file orders pass. About a quarter of the suite's CPU.
      isolate: false,
      // Several suites start a real Airlock server first; with both majors' projects loading it at
      // once on a busy machine that alone can take over 30 s.
      hookTimeout: 120_000,
    },
  })
  // Vitest hands these conditions to Node too. Without `module`, Node loads WalletConnect's
  // CommonJS builds: the ESM build of `@walletconnect/pay` (used by the test wallet) imports
  // `brotli/decompress` without an extension, which Node's ESM loader refuses.
  return {
    ...config,
    ssr: { resolve: { conditions: ['@airlock/source', 'node', 'development|production'] } },
  }
}

export default defineConfig({
  test: {
    projects: [
      adapterProject('adapter-wagmi (wagmi 3)'),
      adapterProject('adapter-wagmi (wagmi 2)', {
        alias: { '@wagmi/core': '@wagmi/core-v2' },
        // It measures a bundle esbuild makes, not wagmi: once is enough.
        exclude: ['src/firstLoad.test.ts'],
      }),
    ],
  },
})
