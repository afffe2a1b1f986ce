import { expect, it } from 'vitest'
import * as exports from './walletconnect.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
