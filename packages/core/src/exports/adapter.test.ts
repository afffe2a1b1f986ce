import { expect, it } from 'vitest'

it('exports the adapter kit', async () => {
  expect(Object.keys(await import('./adapter.js')).sort()).toMatchSnapshot()
})
