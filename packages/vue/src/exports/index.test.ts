import { expect, it } from 'vitest'

it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchSnapshot()
})
