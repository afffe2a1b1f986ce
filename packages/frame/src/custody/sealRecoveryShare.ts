import * as z from 'zod/mini'
import { RecoverySecretKindError, RecoveryUnsealError } from '../errors/custody.js'
import { base64ToBytes, bytesToBase64 } from './encoding.js'

/**
 * The fixed PRF salt of the recovery passkey. It never changes: a different salt gives a
 * different PRF output, and the sealed recovery half could no longer be opened.
 */
export const recoveryPrfSalt = new TextEncoder().encode('airlock/recovery/v1')

/**
 * PBKDF2-SHA256 iterations for a new recovery password: over three times OWASP's 600,000, since
 * whoever obtains the sealed half can guess offline (F9); about half a second in a browser. A
 * seal keeps its own count, so halves sealed at 600,000 open as before.
 */
export const recoveryPasswordIterations = 2_000_000

/** The most iterations a sealed half may ask for: a damaged or forged count is refused, not run. */
const maximumPasswordIterations = 10_000_000

/** How the recovery half was sealed: under a passkey's PRF output, or a password. */
export type RecoverySecret =
  | { kind: 'passkey'; prf: Uint8Array }
  | { kind: 'password'; password: string; iterations?: number | undefined }

const sealedSchema = z.strictObject({
  v: z.literal(1),
  kind: z.enum(['passkey', 'password']),
  iv: z.string(),
  salt: z.string(),
  iterations: z.optional(z.int().check(z.minimum(1), z.maximum(maximumPasswordIterations))),
  ciphertext: z.string(),
})

async function deriveKey(secret: RecoverySecret, salt: Uint8Array, iterations: number) {
  const aes = { name: 'AES-GCM', length: 256 } as const
  if (secret.kind === 'passkey') {
    const material = await crypto.subtle.importKey(
      'raw',
      secret.prf as BufferSource,
      'HKDF',
      false,
      ['deriveKey'],
    )
    return crypto.subtle.deriveKey(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: salt as BufferSource,
        info: recoveryPrfSalt as BufferSource,
      },
      material,
      aes,
      false,
      ['encrypt', 'decrypt'],
    )
  }
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret.password.normalize('NFKC')) as BufferSource,
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    aes,
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Seals the user's recovery half (AES-256-GCM) under a key derived from the passkey's PRF output
 * (HKDF-SHA256) or a password (PBKDF2-SHA256). The result is an opaque string the server keeps
 * without being able to open it.
 */
export async function sealRecoveryShare(
  share: Uint8Array,
  secret: RecoverySecret,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const iterations =
    secret.kind === 'password' ? (secret.iterations ?? recoveryPasswordIterations) : undefined
  const key = await deriveKey(secret, salt, iterations ?? 0)
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: iv as BufferSource },
      key,
      share as BufferSource,
    ),
  )
  return JSON.stringify({
    v: 1,
    kind: secret.kind,
    iv: bytesToBase64(iv),
    salt: bytesToBase64(salt),
    ...(iterations ? { iterations } : {}),
    ciphertext: bytesToBase64(ciphertext),
  })
}

/** How a sealed recovery half was sealed, so the frame knows to ask for a passkey or a password. */
export function readSealedRecoveryKind(sealed: string): 'passkey' | 'password' | undefined {
  try {
    return sealedSchema.parse(JSON.parse(sealed)).kind
  } catch {
    return undefined
  }
}

/** Opens a sealed recovery half; a wrong secret or a damaged blob throws RecoveryUnsealError. */
export async function unsealRecoveryShare(
  sealed: string,
  secret: RecoverySecret,
): Promise<Uint8Array> {
  try {
    const blob = sealedSchema.parse(JSON.parse(sealed))
    if (blob.kind !== secret.kind) throw new RecoverySecretKindError({ sealedWith: blob.kind })
    const key = await deriveKey(secret, base64ToBytes(blob.salt), blob.iterations ?? 0)
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: base64ToBytes(blob.iv) as BufferSource },
        key,
        base64ToBytes(blob.ciphertext) as BufferSource,
      ),
    )
  } catch (cause) {
    throw new RecoveryUnsealError({ cause })
  }
}
