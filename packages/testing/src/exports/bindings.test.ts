import { expect, it } from 'vitest'
import * as exports from './bindings.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "describeBindingBehaviour",
    ]
  `)
})
