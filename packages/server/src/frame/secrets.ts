import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A one-time code: `length` uniformly random digits. */
export function createCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

/** An opaque bearer secret (session token, approval link): 256 random bits, base64url. */
export function createToken(): string {
  return randomBytes(32).toString('base64url')
}

/** How a code is kept: an HMAC under a key outside the database, bound to what it is for. */
export function hashCode(key: Buffer, scope: string, code: string): string {
  return createHmac('sha256', key).update(`${scope}\n${code}`).digest('hex')
}

/** How a token is kept: its SHA-256 (a 256-bit secret needs no key). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
