import { expect, test } from 'vitest'
import { createFrameSiteHeaders } from './createFrameSiteHeaders.js'

test('the CSP embeds the frame only in allowed pages and lets it reach only the API and RPCs', () => {
  const headers = createFrameSiteHeaders({
    allowedOrigins: ['http://localhost:*', 'https://shop.example'],
    apiOrigin: 'http://127.0.0.1:8787',
    rpcOrigins: ['http://127.0.0.1:8545'],
  })
  const csp = Object.fromEntries(
    headers['content-security-policy']!.split('; ').map((part) => [
      part.split(' ')[0],
      part.split(' ').slice(1).join(' '),
    ]),
  )
  expect(csp['frame-ancestors']).toBe('http://localhost:* https://shop.example')
  expect(csp['script-src']).toBe("'self'")
  expect(csp['connect-src']).toBe("'self' http://127.0.0.1:8787 http://127.0.0.1:8545")
  expect(csp['default-src']).toBe("'none'")
  expect(createFrameSiteHeaders({ allowedOrigins: [] })['content-security-policy']).toContain(
    "frame-ancestors 'none'",
  )
})

test('F3: the approval window is never framed, for any project, and keeps its opener, the frame', () => {
  const headers = createFrameSiteHeaders({
    allowedOrigins: ['http://localhost:*'],
    page: 'approval-window',
  })
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['content-security-policy']).toContain("default-src 'none'")
  expect(headers['cross-origin-opener-policy']).toBe('unsafe-none')
  expect(
    createFrameSiteHeaders({ allowedOrigins: ['http://localhost:*'] })[
      'cross-origin-opener-policy'
    ],
  ).toBe('same-origin')
})
