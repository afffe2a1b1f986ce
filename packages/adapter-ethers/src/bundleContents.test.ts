// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

// What loads with the page: lazy chunks (views, WalletConnect) are left out, as a browser would.
const leaveOutDynamicImports: Plugin = {
  name: 'leave-out-dynamic-imports',
  setup(context) {
    context.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

/** The files a dapp's first load pulls in for `source`, bundled from this package's folder. */
async function firstLoadInputs(source: string, alias?: Record<string, string>): Promise<string[]> {
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
    ...(alias ? { alias } : {}),
  })
  return Object.keys(result.metafile.inputs)
}

const fromWagmi = /(@wagmi|adapter-wagmi|\/wagmi@|\/mipd@)/
const fromEthers = /(\/ethers@|@ethersproject|adapter-ethers)/
const ethers6 = /\/ethers@6\./
const ethers5 = /(\/ethers@5\.|@ethersproject)/

describe('what each adapter ships', () => {
  it('a wagmi dapp loads nothing of ethers', async () => {
    const inputs = await firstLoadInputs(`
      export { createAppKit } from '../react/src/exports/index.ts'
      export { WagmiAdapter } from '../adapter-wagmi/src/exports/index.ts'
    `)
    expect(inputs.some((input) => input.includes('adapter-wagmi'))).toBe(true)
    expect(inputs.filter((input) => fromEthers.test(input))).toEqual([])
  })

  it('an ethers 6 dapp loads ethers 6 once and nothing of wagmi or ethers 5', async () => {
    const inputs = await firstLoadInputs(`
      export { createAppKit } from '../react/src/exports/index.ts'
      export { EthersAdapter } from '@airlock/adapter-ethers'
    `)
    expect(inputs.some((input) => ethers6.test(input))).toBe(true)
    expect(inputs.filter((input) => fromWagmi.test(input) || ethers5.test(input))).toEqual([])
    expect(inputs.filter((input) => input.includes('src/ethers5/'))).toEqual([])
  })

  it('an ethers 5 dapp loads ethers 5 and nothing of wagmi or ethers 6', async () => {
    // In that dapp `ethers` is ethers 5; here ethers 5 is the `ethers5` alias.
    const inputs = await firstLoadInputs(
      `
      export { createAppKit } from '../react/src/exports/index.ts'
      export { Ethers5Adapter } from '@airlock/adapter-ethers/ethers5'
    `,
      { ethers: 'ethers5' },
    )
    expect(inputs.some((input) => ethers5.test(input))).toBe(true)
    expect(inputs.filter((input) => fromWagmi.test(input) || ethers6.test(input))).toEqual([])
    expect(inputs.filter((input) => input.includes('src/ethers6/'))).toEqual([])
  })
})
