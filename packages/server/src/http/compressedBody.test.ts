import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { acceptedEncoding, createCompressedBody } from './compressedBody.js'

test('the best accepted encoding: brotli, then gzip, by name or *, never one with q=0', () => {
  const cases: [header: string | undefined, chosen: string | undefined][] = [
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;Q=0, gzip', 'gzip'],
    ['br ; q=0.5, gzip;q=1', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', undefined],
    ['gzip;q=abc', undefined],
    ['identity, deflate', undefined],
  ]
  for (const [header, chosen] of cases) expect(acceptedEncoding(header), header).toBe(chosen)
})

test('a body is compressed once per encoding; a small one is sent as it is', () => {
  const raw = Buffer.from(
    JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id })) }),
  )
  const body = createCompressedBody(raw)
  const first = body.encode('br')
  expect(first.encoding).toBe('br')
  expect(brotliDecompressSync(first.body).equals(raw)).toBe(true)
  expect(body.encode('br').body).toBe(first.body)
  expect(body.encode(undefined)).toEqual({ body: raw })
  const small = createCompressedBody(Buffer.from('{"data":[]}'))
  expect(small.encode('gzip')).toEqual({ body: small.raw })
})
