// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { firstLoadInputs as bundleFirstLoadInputs } from '@airlock/testing/bundle'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** The files a dapp's first load pulls in for `source`, bundled from this package's folder. */
const firstLoadInputs = (source: string) =>
  bundleFirstLoadInputs({ source, resolveDir: packageDir })

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
