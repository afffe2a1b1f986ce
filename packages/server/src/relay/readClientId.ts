import { createPublicKey, verify } from 'node:crypto'
import { z } from 'zod'

const header = z.object({ alg: z.literal('EdDSA'), typ: z.string().optional() })
// Every claim WalletConnect's relay requires of a client's token (its SDKs send all five).
const claims = z.looseObject({
  iss: z.string().startsWith('did:key:z'),
  sub: z.string().min(1),
  aud: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
})

/** The longest a token may be valid, `exp - iat` in seconds: WalletConnect's SDKs ask for a day. */
const maxTokenLifetimeSeconds = 86_400

/** How far ahead of this server's clock a token's `iat` may be, in seconds. */
const clockSkewSeconds = 60

export type ReadClientIdParameters = {
  /** Whether the token's `aud` names this relay. */
  isAudience: (aud: string) => boolean
  /** Default: `Date.now()`. */
  now?: number | undefined
}

/**
 * The client id of a relay connection: the `iss` of the EdDSA JWT a WalletConnect client puts in
 * the `auth` query parameter (`did:key:z6Mk…`), once the signature checks out against that key,
 * the token names this relay as its `aud`, was issued no later than now (give or take a minute)
 * for at most a day, and has not expired (`sub`, `aud`, `iat` and `exp` present, as
 * WalletConnect's relay requires). Undefined when anything is off.
 */
export function readClientId(
  auth: string | null,
  { isAudience, now = Date.now() }: ReadClientIdParameters,
): string | undefined {
  if (!auth) return undefined
  const [headerPart, claimsPart, signaturePart, extra] = auth.split('.')
  if (!headerPart || !claimsPart || !signaturePart || extra !== undefined) return undefined
  try {
    if (!header.safeParse(decodeJson(headerPart)).success) return undefined
    const parsed = claims.safeParse(decodeJson(claimsPart))
    if (!parsed.success) return undefined
    const { iat, exp, aud } = parsed.data
    if (exp * 1000 < now || iat * 1000 > now + clockSkewSeconds * 1000) return undefined
    if (exp <= iat || exp - iat > maxTokenLifetimeSeconds) return undefined
    if (!isAudience(aud)) return undefined
    const publicKey = ed25519KeyFromDid(parsed.data.iss)
    if (!publicKey) return undefined
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey.toString('base64url') },
      format: 'jwk',
    })
    const signed = Buffer.from(`${headerPart}.${claimsPart}`)
    const valid = verify(null, signed, key, Buffer.from(signaturePart, 'base64url'))
    return valid ? parsed.data.iss : undefined
  } catch {
    return undefined
  }
}

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

/** `did:key:z…` with the ed25519 multicodec prefix (0xed 0x01) → the 32-byte public key. */
function ed25519KeyFromDid(did: string): Buffer | undefined {
  const bytes = decodeBase58(did.slice('did:key:z'.length))
  if (bytes?.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return undefined
  return bytes.subarray(2)
}

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function decodeBase58(text: string): Buffer | undefined {
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const hex = value === 0n ? '' : value.toString(16)
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  let zeros = 0
  while (text[zeros] === '1') zeros++
  return Buffer.concat([Buffer.alloc(zeros), body])
}
