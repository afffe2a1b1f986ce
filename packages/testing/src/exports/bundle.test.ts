import { expect, it } from 'vitest'
import * as exports from './bundle.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
