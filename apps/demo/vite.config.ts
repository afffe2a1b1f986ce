import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

/**
 * The demo runs either major of ethers: ethers 6 is `ethers`, ethers 5 the `ethers5` alias. A dapp
 * has one; here the adapter's ethers 5 entry (source or build) is pointed at the alias.
 */
function ethers5ForTheEthers5Adapter(): Plugin {
  const demo = fileURLToPath(new URL('./package.json', import.meta.url))
  return {
    name: 'airlock-demo:ethers5-for-the-ethers5-adapter',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'ethers' || !importer) return null
      if (!/adapter-ethers\/(src\/ethers5\/|dist\/exports\/ethers5)/.test(importer)) return null
      return this.resolve('ethers5', demo, { skipSelf: true })
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [react(), ethers5ForTheEthers5Adapter()],
  // Workspace packages are read from source in development: edits show up without a rebuild. The
  // build reads their dist, as a dapp's does (its chunks are what a visitor fetches).
  resolve: {
    conditions:
      command === 'serve'
        ? ['@airlock/source', ...defaultClientConditions]
        : [...defaultClientConditions],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
}))
