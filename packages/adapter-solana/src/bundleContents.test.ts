// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { firstLoadInputs as bundleFirstLoadInputs } from '@airlock/testing/bundle'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** The files a dapp's first load pulls in for `source`, bundled from this package's folder. */
const firstLoadInputs = (source: string) =>
  bundleFirstLoadInputs({ source, resolveDir: packageDir })

const fromSolana = /(adapter-solana|@solana\/|@solana-program\/|\/@solana\+|@wallet-standard)/
const web3js = /(@solana\/web3\.js|\/@solana\+web3\.js)/

describe('what the Solana adapter ships', () => {
  it('a wagmi dapp that does not configure Solana loads nothing of it', async () => {
    const inputs = await firstLoadInputs(`
      export { createAppKit } from '../react/src/exports/index.ts'
      export { WagmiAdapter } from '../adapter-wagmi/src/exports/index.ts'
    `)
    expect(inputs.some((input) => input.includes('adapter-wagmi'))).toBe(true)
    expect(inputs.filter((input) => fromSolana.test(input))).toEqual([])
  })

  it('a Solana dapp loads the adapter, and web3.js only when getConnection or useAppKitConnection asks for it', async () => {
    const inputs = await firstLoadInputs(`
      export { createAppKit } from '../react/src/exports/index.ts'
      export { SolanaAdapter } from './src/exports/index.ts'
      export { useAppKitConnection } from './src/exports/react.ts'
    `)
    expect(inputs.some((input) => input.endsWith('SolanaAdapter.ts'))).toBe(true)
    // The pattern the wagmi dapp is checked with finds the Solana code here.
    expect(inputs.some((input) => fromSolana.test(input))).toBe(true)
    expect(inputs.filter((input) => web3js.test(input))).toEqual([])
    // WalletConnect is listed, but its requests and WalletConnect's SDK load when it is used.
    expect(inputs.some((input) => input.endsWith('createWalletConnectWallet.ts'))).toBe(true)
    expect(
      inputs.filter(
        (input) => input.includes('walletConnectFeatures') || input.includes('@walletconnect'),
      ),
    ).toEqual([])
  })
})
