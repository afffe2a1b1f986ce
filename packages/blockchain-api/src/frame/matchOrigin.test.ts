import { expect, test } from 'vitest'
import { matchOrigin } from './matchOrigin.js'

test('origin patterns', () => {
  const local = ['http://127.0.0.1:*', 'http://localhost:*']
  expect(matchOrigin('http://localhost:5173', local)).toBe(true)
  expect(matchOrigin('http://127.0.0.1:80', local)).toBe(true)
  expect(matchOrigin('https://localhost:5173', local)).toBe(false)
  expect(matchOrigin('http://localhost.evil.example:5173', local)).toBe(false)
  expect(matchOrigin('https://app.example', ['https://app.example'])).toBe(true)
  expect(matchOrigin('https://a.b.example.com', ['https://*.example.com'])).toBe(true)
  expect(matchOrigin('https://example.com', ['https://*.example.com'])).toBe(false)
  expect(matchOrigin('null', ['https://app.example'])).toBe(false)
  expect(matchOrigin('https://anything.example', ['*'])).toBe(true)
})
