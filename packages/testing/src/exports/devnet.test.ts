import { expect, it } from 'vitest'
import * as exports from './devnet.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
