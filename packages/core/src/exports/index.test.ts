import { expect, it } from 'vitest'

it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchSnapshot()
})

it('exports the networks catalogue', async () => {
  expect(Object.keys(await import('./networks.js')).sort()).toMatchSnapshot()
})

it('exports the test adapter', async () => {
  expect(Object.keys(await import('./testing.js')).sort()).toMatchSnapshot()
})

it('exports the shared WalletConnect client', async () => {
  expect(Object.keys(await import('./walletconnect.js')).sort()).toMatchSnapshot()
})
