import { expect, it } from 'vitest'

it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchSnapshot()
})

it('exports exactly the networks', async () => {
  expect(Object.keys(await import('./networks.js')).sort()).toMatchSnapshot()
})
