import { generateKeyPairSync, verify } from 'node:crypto'
import { expect, test } from 'vitest'
import { signAppleClientSecret } from './signAppleClientSecret.js'

test("Apple's client secret is an ES256 JWT for appleid.apple.com that its public key verifies", () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwt = signAppleClientSecret({
    teamId: 'TEAM123456',
    clientId: 'dev.airlock.web',
    keyId: 'KEY1234567',
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    now: 1_700_000_000_000,
  })
  const [header, payload, signature] = jwt.split('.') as [string, string, string]
  const read = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString())
  expect(read(header)).toEqual({ alg: 'ES256', kid: 'KEY1234567', typ: 'JWT' })
  expect(read(payload)).toEqual({
    iss: 'TEAM123456',
    sub: 'dev.airlock.web',
    aud: 'https://appleid.apple.com',
    iat: 1_700_000_000,
    exp: 1_700_000_300,
  })
  const signed = Buffer.from(`${header}.${payload}`)
  const raw = Buffer.from(signature, 'base64url')
  expect(raw).toHaveLength(64)
  expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true)
  raw[0] = (raw[0] ?? 0) ^ 1
  expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(false)
})
