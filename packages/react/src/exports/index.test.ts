import { expect, it } from 'vitest'

it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchSnapshot()
})

it('re-exports the networks catalogue', async () => {
  expect(Object.keys(await import('./networks.js')).sort()).toMatchSnapshot()
})

it('the elements entry exports its registration only', async () => {
  expect(Object.keys(await import('./elements.js')).sort()).toEqual(['defineOptionalElements'])
})
