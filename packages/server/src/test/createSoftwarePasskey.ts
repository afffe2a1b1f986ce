import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/** CBOR's head of a major type and length (the few shapes a WebAuthn attestation needs). */
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 256) return Buffer.from([(major << 5) | 24, length])
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
}
const bytes = (value: Buffer) => Buffer.concat([head(2, value.length), value])
const text = (value: string) =>
  Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)])

/** The credential's public key as COSE (EC2, P-256, ES256). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' })
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01]),
    Buffer.from([0x21]),
    bytes(Buffer.from(jwk.x as string, 'base64url')),
    Buffer.from([0x22]),
    bytes(Buffer.from(jwk.y as string, 'base64url')),
  ])
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()

export type CeremonyOptions = {
  challenge: string
  rpId: string
  origin: string
  /** The page around the frame, when the ceremony ran in it (cross-origin). */
  topOrigin?: string | undefined
  /** Default true: the authenticator verified the user (UV). */
  userVerified?: boolean | undefined
}

/**
 * A passkey in software (ES256), as an authenticator and the browser around it answer
 * `navigator.credentials.create` and `get`: what a server verifying WebAuthn receives.
 */
export function createSoftwarePasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = randomBytes(16)
  let signCount = 0
  let userHandle: string | undefined
  const flags = (options: CeremonyOptions, attested: boolean) =>
    0x01 | (options.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0)
  const clientData = (type: string, options: CeremonyOptions) =>
    Buffer.from(
      JSON.stringify({
        type,
        challenge: options.challenge,
        origin: options.origin,
        crossOrigin: options.topOrigin !== undefined,
        ...(options.topOrigin ? { topOrigin: options.topOrigin } : {}),
      }),
    )
  const counter = () => {
    const value = Buffer.alloc(4)
    value.writeUInt32BE(++signCount)
    return value
  }
  return {
    id: credentialId.toString('base64url'),
    create(options: CeremonyOptions & { userHandle: string }) {
      userHandle = options.userHandle
      const authData = Buffer.concat([
        sha256(options.rpId),
        Buffer.from([flags(options, true)]),
        counter(),
        Buffer.alloc(16),
        Buffer.from([0, credentialId.length]),
        credentialId,
        coseKey(publicKey),
      ])
      const attestationObject = Buffer.concat([
        Buffer.from([0xa3]),
        text('fmt'),
        text('none'),
        text('attStmt'),
        Buffer.from([0xa0]),
        text('authData'),
        bytes(authData),
      ])
      return {
        id: credentialId.toString('base64url'),
        clientDataJSON: clientData('webauthn.create', options).toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
      }
    },
    /** An assertion; `signWith` signs it with another key (a forgery). */
    get(options: CeremonyOptions & { signWith?: KeyObject | undefined }) {
      const authenticatorData = Buffer.concat([
        sha256(options.rpId),
        Buffer.from([flags(options, false)]),
        counter(),
      ])
      const clientDataJSON = clientData('webauthn.get', options)
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        options.signWith ?? privateKey,
      )
      return {
        id: credentialId.toString('base64url'),
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(userHandle ? { userHandle } : {}),
      }
    },
  }
}
