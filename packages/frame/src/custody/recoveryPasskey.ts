import { PasskeyPrfUnavailableError } from '../errors/custody.js'
import { recoveryPrfSalt } from './sealRecoveryShare.js'

type PrfResults = { results?: { first?: BufferSource | undefined } | undefined }
type PrfCapable = { getClientExtensionResults(): { prf?: PrfResults | undefined } }

export type CreateRecoveryPasskeyParameters = {
  /** The user's id on the frame backend (at most 64 bytes). */
  userId: string
  /** Shown by the authenticator, e.g. the email. */
  userName: string
  /** The frame's host (the default); never the dapp's. */
  rpId?: string | undefined
  /** Default `navigator.credentials`. */
  credentials?: CredentialsContainer | undefined
}

/** The PRF output of a created or asserted credential, if the authenticator gave one. */
export function readPrf(credential: Credential | null): Uint8Array | undefined {
  const first = (credential as unknown as PrfCapable | null)?.getClientExtensionResults().prf
    ?.results?.first
  if (!first) return undefined
  return first instanceof ArrayBuffer
    ? new Uint8Array(first)
    : new Uint8Array((first as ArrayBufferView).buffer.slice(0))
}

/**
 * Creates the recovery passkey on the frame's RP ID with the PRF extension and returns its PRF
 * output for the fixed salt. Must run on a click inside the frame (a cross-origin iframe needs a
 * user activation to create a credential).
 */
export async function createRecoveryPasskey(
  parameters: CreateRecoveryPasskeyParameters,
): Promise<{ credentialId: string; prf: Uint8Array }> {
  const credentials = parameters.credentials ?? navigator.credentials
  const rpId = parameters.rpId ?? location.hostname
  const credential = (await credentials.create({
    publicKey: {
      rp: { id: rpId, name: 'Airlock wallet' },
      user: {
        id: new TextEncoder().encode(parameters.userId).slice(0, 64),
        name: parameters.userName,
        displayName: parameters.userName,
      },
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      extensions: {
        prf: { eval: { first: recoveryPrfSalt } },
      } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new PasskeyPrfUnavailableError()
  // Some authenticators give the PRF output only on get(), not at creation.
  const prf = readPrf(credential) ?? (await getRecoveryPasskeyPrf({ credentials, rpId }))
  return { credentialId: credential.id, prf }
}

export type GetRecoveryPasskeyPrfParameters = {
  rpId?: string | undefined
  credentials?: CredentialsContainer | undefined
}

/** Asks the visitor for the recovery passkey and returns its PRF output for the fixed salt. */
export async function getRecoveryPasskeyPrf(
  parameters: GetRecoveryPasskeyPrfParameters = {},
): Promise<Uint8Array> {
  const credentials = parameters.credentials ?? navigator.credentials
  const credential = await credentials.get({
    publicKey: {
      rpId: parameters.rpId ?? location.hostname,
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      userVerification: 'required',
      extensions: {
        prf: { eval: { first: recoveryPrfSalt } },
      } as AuthenticationExtensionsClientInputs,
    },
  })
  const prf = readPrf(credential)
  if (!prf) throw new PasskeyPrfUnavailableError()
  return prf
}
