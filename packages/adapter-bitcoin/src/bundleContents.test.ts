// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

// What loads with the page: lazy chunks (views, WalletConnect, PSBT building) are left out, as a
// browser would until they are asked for.
const leaveOutDynamicImports: Plugin = {
  name: 'leave-out-dynamic-imports',
  setup(context) {
    context.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

/** The files a dapp's first load pulls in for `source`, bundled from this package's folder. */
async function firstLoadInputs(source: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    conditions: ['@airlock/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    plugins: [leaveOutDynamicImports],
  })
  return Object.keys(result.metafile.inputs)
}

// Inputs are relative to the working directory: this package's own files may show as `src/…`.
const fromBitcoinAdapter = /(adapter-bitcoin\/|^src\/)/
const bitcoinLibraries = /(\/bitcoinjs-lib@|@bitcoinerlab|\/ecpair@|\/bip322-js@|\/sats-connect@)/

describe('what the Bitcoin adapter ships', () => {
  it('a dapp that does not configure it loads nothing of it', async () => {
    const inputs = await firstLoadInputs(`
      export { createAppKit } from '../react/src/exports/index.ts'
      export { WagmiAdapter } from '../adapter-wagmi/src/exports/index.ts'
      export { SolanaAdapter } from '../adapter-solana/src/exports/index.ts'
    `)
    expect(inputs.some((input) => input.includes('adapter-wagmi'))).toBe(true)
    expect(
      inputs.filter((input) => fromBitcoinAdapter.test(input) || bitcoinLibraries.test(input)),
    ).toEqual([])
  })

  it('a Bitcoin dapp loads the adapter first and bitcoinjs-lib only with the first send', async () => {
    const inputs = await firstLoadInputs(`
      export { createAppKit } from '../react/src/exports/index.ts'
      export { BitcoinAdapter } from './src/exports/index.ts'
    `)
    expect(inputs.some((input) => input.includes('src/BitcoinAdapter.ts'))).toBe(true)
    expect(inputs.filter((input) => bitcoinLibraries.test(input))).toEqual([])
    expect(inputs.filter((input) => input.includes('buildTransferPsbt'))).toEqual([])
    // WalletConnect's request handling (and its SDK) loads when a user first picks it.
    expect(inputs.filter((input) => input.includes('walletConnectRequests'))).toEqual([])
    expect(inputs.filter((input) => input.includes('@walletconnect/'))).toEqual([])
  })
})
