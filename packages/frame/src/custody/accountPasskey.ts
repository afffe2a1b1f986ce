import { PasskeyPrfUnavailableError } from '../errors/custody.js'
import { readPrf } from './recoveryPasskey.js'
import { recoveryPrfSalt } from './sealRecoveryShare.js'

const toBase64Url = (bytes: ArrayBuffer | ArrayBufferView): string => {
  const view =
    bytes instanceof ArrayBuffer
      ? new Uint8Array(bytes)
      : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let binary = ''
  for (const byte of view) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (text: string): Uint8Array =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (character) =>
    character.charCodeAt(0),
  )

/** A new passkey as the server verifies it (base64url fields of the attestation). */
export type PasskeyRegistration = {
  id: string
  clientDataJSON: string
  attestationObject: string
  transports?: string[] | undefined
}

/** A passkey's assertion as the server verifies it (base64url fields). */
export type PasskeyAssertion = {
  id: string
  clientDataJSON: string
  authenticatorData: string
  signature: string
  userHandle?: string | undefined
}

/** The PRF extension with the recovery salt: the passkey-first account seals its half like recovery. */
const prfExtension = () =>
  ({ prf: { eval: { first: recoveryPrfSalt } } }) as AuthenticationExtensionsClientInputs

/** The fallback a passkey without PRF is told about: the wallet needs another login. */
const noPrf = () => new PasskeyPrfUnavailableError({ fallback: 'email or social login' })

export type CreateAccountPasskeyParameters = {
  /** The server's challenge (base64url). */
  challenge: string
  /** The user handle the server chose (base64url). */
  userHandle: string
  /** Shown by the authenticator. */
  userName: string
  /** The frame's host (the default); never the dapp's. */
  rpId?: string | undefined
  credentials?: CredentialsContainer | undefined
}

/**
 * Passkey-first sign-up: creates a discoverable passkey with user verification on the frame's RP
 * ID for the server's challenge, with the PRF extension. Returns the attestation for the server
 * and the PRF output that seals the wallet's recovery half. Must run on a click in the frame. A
 * passkey without PRF is refused here, before the server makes an account of it.
 */
export async function createAccountPasskey(
  parameters: CreateAccountPasskeyParameters,
): Promise<{ registration: PasskeyRegistration; prf: Uint8Array }> {
  const credentials = parameters.credentials ?? navigator.credentials
  const rpId = parameters.rpId ?? location.hostname
  const credential = (await credentials.create({
    publicKey: {
      rp: { id: rpId, name: 'Airlock wallet' },
      user: {
        id: fromBase64Url(parameters.userHandle) as BufferSource,
        name: parameters.userName,
        displayName: parameters.userName,
      },
      challenge: fromBase64Url(parameters.challenge) as BufferSource,
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      extensions: prfExtension(),
    },
  })) as PublicKeyCredential | null
  if (!credential) throw noPrf()
  const response = credential.response as AuthenticatorAttestationResponse
  // Some authenticators give the PRF output only on get(), not at creation.
  const prf =
    readPrf(credential) ??
    readPrf(
      await credentials.get({
        publicKey: {
          rpId,
          challenge: crypto.getRandomValues(new Uint8Array(32)),
          allowCredentials: [{ type: 'public-key', id: credential.rawId }],
          userVerification: 'required',
          extensions: prfExtension(),
        },
      }),
    )
  if (!prf) throw noPrf()
  return {
    registration: {
      id: credential.id,
      clientDataJSON: toBase64Url(response.clientDataJSON),
      attestationObject: toBase64Url(response.attestationObject),
      transports: response.getTransports?.(),
    },
    prf,
  }
}

export type GetAccountPasskeyParameters = {
  /** The server's challenge (base64url). */
  challenge: string
  rpId?: string | undefined
  credentials?: CredentialsContainer | undefined
}

/**
 * Passkey-first login: asks for any passkey of the frame's RP ID (discoverable), with user
 * verification and the PRF extension, for the server's challenge. Returns the assertion for the
 * server and the PRF output that opens the sealed recovery half.
 */
export async function getAccountPasskey(
  parameters: GetAccountPasskeyParameters,
): Promise<{ assertion: PasskeyAssertion; prf: Uint8Array }> {
  const credentials = parameters.credentials ?? navigator.credentials
  const credential = (await credentials.get({
    publicKey: {
      rpId: parameters.rpId ?? location.hostname,
      challenge: fromBase64Url(parameters.challenge) as BufferSource,
      userVerification: 'required',
      extensions: prfExtension(),
    },
  })) as PublicKeyCredential | null
  const prf = readPrf(credential)
  if (!credential || !prf) throw noPrf()
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    assertion: {
      id: credential.id,
      clientDataJSON: toBase64Url(response.clientDataJSON),
      authenticatorData: toBase64Url(response.authenticatorData),
      signature: toBase64Url(response.signature),
      ...(response.userHandle ? { userHandle: toBase64Url(response.userHandle) } : {}),
    },
    prf,
  }
}
