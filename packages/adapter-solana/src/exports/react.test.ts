import { expect, it } from 'vitest'
import * as exports from './react.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
