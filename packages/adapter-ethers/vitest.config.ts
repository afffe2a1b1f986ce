import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type { ViteUserConfig } from 'vitest/config'
import { defineAirlockProject } from '../../vitest.shared.js'

const ethers5 = fileURLToPath(new URL('./node_modules/ethers5/lib/index.js', import.meta.url))

/**
 * Published, `ethers` is the dapp's one copy (5 or 6). Here ethers 6 is `ethers` and ethers 5 is
 * the `ethers5` alias, so the ethers 5 side of the adapter is pointed at the alias.
 */
function ethers5ForTheEthers5Side(): Plugin {
  return {
    name: 'airlock:ethers5-for-the-ethers5-side',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'ethers' && importer?.includes('/src/ethers5/')) return ethers5
      return null
    },
  }
}

const config = defineAirlockProject({
  plugins: [ethers5ForTheEthers5Side()],
  test: {
    name: 'adapter-ethers',
    // EIP-6963 discovery and window.ethereum only exist where `window` does.
    environment: 'happy-dom',
    globalSetup: ['./test/globalSetup.ts'],
  },
})

const withNodeConditions: ViteUserConfig = {
  ...config,
  ssr: { resolve: { conditions: ['@airlock/source', 'node', 'development|production'] } },
}

export default withNodeConditions
