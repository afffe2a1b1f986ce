import { expect, it } from 'vitest'
import * as exports from './ethers5.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
