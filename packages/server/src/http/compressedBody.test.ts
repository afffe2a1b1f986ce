import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { acceptedEncoding, createCompressedBody } from './compressedBody.js'

test('the best accepted encoding: brotli, then gzip, by name or *, never one with q=0', () => {
  expect(acceptedEncoding(undefined)).toBeUndefined()
  expect(acceptedEncoding('')).toBeUndefined()
  expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br')
  expect(acceptedEncoding('GZIP')).toBe('gzip')
  expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip')
  expect(acceptedEncoding('br ; q=0.5, gzip;q=1')).toBe('br')
  expect(acceptedEncoding('*')).toBe('br')
  expect(acceptedEncoding('br;q=0, *')).toBe('gzip')
  expect(acceptedEncoding('*;q=0')).toBeUndefined()
  expect(acceptedEncoding('gzip;q=abc')).toBeUndefined()
  expect(acceptedEncoding('identity, deflate')).toBeUndefined()
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
