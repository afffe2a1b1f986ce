import { afterEach, expect, it, vi } from 'vitest'
import { warnDefaultApiUrl } from './warnDefaultApiUrl.js'

afterEach(() => vi.restoreAllMocks())

it('says so loudly when a page on a real host has no apiUrl', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(warnDefaultApiUrl(undefined, 'dapp.example.com')).toBe(true)
  expect(error).toHaveBeenCalledWith(expect.stringContaining('has no "apiUrl"'))
  expect(error.mock.calls[0]?.[0]).toContain('http://127.0.0.1:8787')
})

it('stays quiet on loopback, in Node and when apiUrl is set', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  for (const host of ['localhost', '127.0.0.1', 'wallet.localhost', '[::1]']) {
    expect(warnDefaultApiUrl(undefined, host)).toBe(false)
  }
  expect(warnDefaultApiUrl(undefined, undefined)).toBe(false)
  expect(warnDefaultApiUrl('https://airlock.example.com', 'dapp.example.com')).toBe(false)
  expect(error).not.toHaveBeenCalled()
})
