// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { firstLoadInputs as bundleFirstLoadInputs } from '@airlock/testing/bundle'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** The files a dapp's first load pulls in for `source`, bundled from this package's folder. */
const firstLoadInputs = (source: string, alias?: Record<string, string>) =>
  bundleFirstLoadInputs({ source, resolveDir: packageDir, ...(alias ? { alias } : {}) })

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
