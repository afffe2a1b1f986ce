import { expect, it } from 'vitest'
import * as exports from './bitcoin.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
