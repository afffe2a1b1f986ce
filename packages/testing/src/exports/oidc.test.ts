import { expect, it } from 'vitest'
import * as exports from './oidc.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "startOidcProvider",
    ]
  `)
})
