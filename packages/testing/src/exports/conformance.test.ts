import { expect, it } from 'vitest'
import * as exports from './conformance.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
