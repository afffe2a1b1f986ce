import { expect, it } from 'vitest'
import * as exports from './mail.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "startMailSink",
    ]
  `)
})
