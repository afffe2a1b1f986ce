import { expect, it } from 'vitest'
import * as exports from './playwright.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchSnapshot()
})
