import { createPrivateKey, sign } from 'node:crypto'

export type SignAppleClientSecretParameters = {
  /** The Apple developer Team ID (the JWT's `iss`). */
  teamId: string
  /** The Services ID, i.e. the OAuth client id (`sub`). */
  clientId: string
  /** The Sign in with Apple key's id (`kid`). */
  keyId: string
  /** That key, PKCS#8 PEM (the `.p8` file). */
  privateKeyPem: string
  /** Lifetime in seconds. Default: 300 (Apple allows up to six months). */
  lifetimeSeconds?: number | undefined
  now?: number | undefined
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * Apple's client secret: an ES256 JWT the server signs with its Sign in with Apple key
 * (`iss` Team ID, `sub` client id, `aud` https://appleid.apple.com), made fresh per token request.
 */
export function signAppleClientSecret(parameters: SignAppleClientSecretParameters): string {
  const issuedAt = Math.floor((parameters.now ?? Date.now()) / 1000)
  const header = base64url({ alg: 'ES256', kid: parameters.keyId, typ: 'JWT' })
  const payload = base64url({
    iss: parameters.teamId,
    sub: parameters.clientId,
    aud: 'https://appleid.apple.com',
    iat: issuedAt,
    exp: issuedAt + (parameters.lifetimeSeconds ?? 300),
  })
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
    key: createPrivateKey(parameters.privateKeyPem),
    dsaEncoding: 'ieee-p1363',
  })
  return `${header}.${payload}.${signature.toString('base64url')}`
}
