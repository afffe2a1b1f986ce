import { expect, it } from 'vitest'
import * as exports from './solana.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
