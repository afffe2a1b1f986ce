import {
  createHash,
  createHmac,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto'
import type { BrowserContext, Frame } from '@playwright/test'

/**
 * A passkey provider that syncs, in software: its passkeys live in the test's process, and every
 * browser context it is installed in sees the same ones, as a password manager's synced passkeys
 * reach a visitor's new device. Chromium's virtual authenticator cannot do this (it belongs to one
 * tab, and a passkey copied out of it through the protocol loses its PRF secret), so this one
 * speaks the protocol itself:
 *
 * - `navigator.credentials.create` and `.get` of every frame answer with ES256 passkeys, "none"
 *   attestation and user verification; the server verifies them as it does any passkey;
 * - the PRF extension as CTAP2's hmac-secret computes it: HMAC-SHA-256 of the passkey's own random
 *   secret over SHA-256("WebAuthn PRF" ‖ 0x00 ‖ input), so a passkey gives the same output in
 *   every context and different passkeys give different outputs;
 * - what the browser enforces stays enforced: the frame's permissions policy for each call, a
 *   user activation to create a passkey in a cross-origin frame, an RP ID that is the frame's host
 *   or a parent of it; the origin and the page around the frame come from the browser (Playwright's
 *   view of the calling frame), not from the page's script.
 */
export class SyncedPasskeys {
  readonly #passkeys: SyncedPasskey[] = []

  /** The passkeys made so far (their RP ID and user name). */
  get passkeys(): readonly { rpId: string; userName: string }[] {
    return this.#passkeys.map(({ rpId, userName }) => ({ rpId, userName }))
  }

  /** Serves `navigator.credentials` in every page and frame of `context` from now on. */
  async install(context: BrowserContext): Promise<void> {
    await context.exposeBinding(bindingName, ({ frame }, request: CeremonyRequest) =>
      this.#answer(frame, request),
    )
    await context.addInitScript(installInPage, bindingName)
  }

  #answer(frame: Frame, request: CeremonyRequest): CeremonyAnswer {
    const origin = new URL(frame.url()).origin
    const topOrigin = new URL(frame.page().url()).origin
    const client = { origin, crossOrigin: origin !== topOrigin, topOrigin }
    try {
      return request.kind === 'create' ? this.#create(request, client) : this.#get(request, client)
    } catch (error) {
      if (error instanceof CeremonyError) return { error: error.name, message: error.message }
      throw error
    }
  }

  #create(request: CreateRequest, client: Client): CeremonyAnswer {
    checkRpId(request.rpId, client.origin)
    if (!request.algorithms.includes(-7))
      throw new CeremonyError('NotSupportedError', 'Only ES256 passkeys are made here.')
    if (
      this.#passkeys.some(
        (passkey) =>
          passkey.rpId === request.rpId && request.excludeCredentials.includes(passkey.id),
      )
    )
      throw new CeremonyError('InvalidStateError', 'This passkey is registered already.')
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const passkey: SyncedPasskey = {
      id: randomBytes(16).toString('base64url'),
      rpId: request.rpId,
      userHandle: request.userHandle,
      userName: request.userName,
      privateKey,
      publicKey,
      prfSecret: randomBytes(32),
    }
    this.#passkeys.push(passkey)
    const credentialId = Buffer.from(passkey.id, 'base64url')
    const authenticatorData = Buffer.concat([
      authenticatorDataHead(passkey.rpId, flags.attestedCredentialData),
      Buffer.alloc(16), // AAGUID: none
      uint16(credentialId.length),
      credentialId,
      coseKey(publicKey),
    ])
    return {
      id: passkey.id,
      clientDataJSON: clientData('webauthn.create', request.challenge, client),
      attestationObject: encodeCbor(
        new Map<string, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData],
        ]),
      ).toString('base64url'),
      authenticatorData: authenticatorData.toString('base64url'),
      ...(request.prfFirst ? { prfFirst: prf(passkey, request.prfFirst) } : {}),
    }
  }

  #get(request: GetRequest, client: Client): CeremonyAnswer {
    checkRpId(request.rpId, client.origin)
    // A discoverable login (no list) gets the latest passkey of the RP ID, as a provider offers it.
    const passkey = this.#passkeys.findLast(
      (candidate) =>
        candidate.rpId === request.rpId &&
        (request.allowCredentials.length === 0 || request.allowCredentials.includes(candidate.id)),
    )
    if (!passkey) throw new CeremonyError('NotAllowedError', 'No passkey for this site.')
    const clientDataJSON = clientData('webauthn.get', request.challenge, client)
    const authenticatorData = authenticatorDataHead(passkey.rpId, 0)
    const signature = sign(
      'sha256',
      Buffer.concat([
        authenticatorData,
        createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest(),
      ]),
      passkey.privateKey,
    )
    return {
      id: passkey.id,
      clientDataJSON,
      authenticatorData: authenticatorData.toString('base64url'),
      signature: signature.toString('base64url'),
      userHandle: passkey.userHandle,
      ...(request.prfFirst ? { prfFirst: prf(passkey, request.prfFirst) } : {}),
    }
  }
}

type SyncedPasskey = {
  id: string
  rpId: string
  userHandle: string
  userName: string
  privateKey: KeyObject
  publicKey: KeyObject
  prfSecret: Buffer
}

type Client = { origin: string; crossOrigin: boolean; topOrigin: string }

/** base64url fields throughout. */
type CreateRequest = {
  kind: 'create'
  rpId: string
  userHandle: string
  userName: string
  challenge: string
  algorithms: number[]
  excludeCredentials: string[]
  prfFirst?: string | undefined
}

type GetRequest = {
  kind: 'get'
  rpId: string
  challenge: string
  allowCredentials: string[]
  prfFirst?: string | undefined
}

type CeremonyRequest = CreateRequest | GetRequest

/** A ceremony's result, base64url fields; `attestationObject` for a new passkey, `signature` for a login. */
type PasskeyResult = {
  id: string
  clientDataJSON: string
  authenticatorData: string
  attestationObject?: string
  signature?: string
  userHandle?: string
  prfFirst?: string
}

type CeremonyAnswer = PasskeyResult | { error: string; message: string }

/** A DOMException's name and message, for the page to throw. */
class CeremonyError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message)
  }
}

const bindingName = '__airlockSyncedPasskeys'

/** User present, user verified, backup eligible, backed up (a synced passkey). */
const flags = { base: 0x01 | 0x04 | 0x08 | 0x10, attestedCredentialData: 0x40 } as const

/** An RP ID must be the calling frame's host or a parent domain of it. */
function checkRpId(rpId: string, origin: string) {
  const { hostname } = new URL(origin)
  if (rpId !== hostname && !hostname.endsWith(`.${rpId}`))
    throw new CeremonyError('SecurityError', `"${rpId}" is not a valid RP ID for ${origin}.`)
}

function clientData(type: string, challenge: string, client: Client): string {
  return Buffer.from(
    JSON.stringify({
      type,
      challenge,
      origin: client.origin,
      crossOrigin: client.crossOrigin,
      ...(client.crossOrigin ? { topOrigin: client.topOrigin } : {}),
    }),
  ).toString('base64url')
}

/** RP ID hash, flags and a signature counter of 0 (synced passkeys keep none). */
function authenticatorDataHead(rpId: string, extraFlags: number): Buffer {
  return Buffer.concat([
    createHash('sha256').update(rpId).digest(),
    Buffer.from([flags.base | extraFlags]),
    Buffer.alloc(4),
  ])
}

/** WebAuthn's PRF through CTAP2's hmac-secret, for the first input (base64url). */
function prf(passkey: SyncedPasskey, first: string): string {
  const salt = createHash('sha256')
    .update(
      Buffer.concat([
        Buffer.from('WebAuthn PRF'),
        Buffer.from([0]),
        Buffer.from(first, 'base64url'),
      ]),
    )
    .digest()
  return createHmac('sha256', passkey.prfSecret).update(salt).digest('base64url')
}

const uint16 = (value: number) => {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16BE(value)
  return bytes
}

/** The public key as COSE: EC2, ES256, P-256, x and y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' })
  return encodeCbor(
    new Map<number, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  )
}

type CborValue = number | string | Buffer | Map<number | string, CborValue>

/** The part of CBOR (RFC 8949) WebAuthn needs: integers, text, bytes and maps. */
function encodeCbor(value: CborValue): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
    if (length < 0x10000) return Buffer.concat([Buffer.from([(major << 5) | 25]), uint16(length)])
    const bytes = Buffer.alloc(5)
    bytes[0] = (major << 5) | 26
    bytes.writeUInt32BE(length, 1)
    return bytes
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value)
    return Buffer.concat([head(3, text.length), text])
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value])
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([key, entry]) => [encodeCbor(key), encodeCbor(entry)]),
  ])
}

/**
 * Runs in every frame before its scripts: `navigator.credentials` for public-key credentials goes
 * to the provider in the test's process. Serialized into the page: it uses nothing from outside.
 */
function installInPage(binding: string) {
  // Looked up on each call: Playwright may define the binding after this script.
  const call = (request: unknown) =>
    (window as unknown as Record<string, (request: unknown) => Promise<unknown>>)[binding]?.(
      request,
    )
  const container = navigator.credentials
  if (!container) return
  const toBase64Url = (source: BufferSource): string => {
    const bytes = ArrayBuffer.isView(source)
      ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
      : new Uint8Array(source)
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  }
  const fromBase64Url = (text: string): ArrayBuffer =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (character) =>
      character.charCodeAt(0),
    ).buffer
  // Types only: nothing from outside runs in the page.
  type Answer = PasskeyResult & { error?: string; message?: string }
  const allowed = (feature: string) => {
    const policy = (
      document as unknown as { featurePolicy?: { allowsFeature(name: string): boolean } }
    ).featurePolicy
    return !policy || policy.allowsFeature(feature)
  }
  const credentialOf = (answer: Answer, kind: 'create' | 'get') => {
    if (answer.error) throw new DOMException(answer.message, answer.error)
    const prf =
      kind === 'create'
        ? {
            enabled: true,
            ...(answer.prfFirst ? { results: { first: fromBase64Url(answer.prfFirst) } } : {}),
          }
        : answer.prfFirst
          ? { results: { first: fromBase64Url(answer.prfFirst) } }
          : undefined
    const response =
      kind === 'create'
        ? {
            clientDataJSON: fromBase64Url(answer.clientDataJSON),
            attestationObject: fromBase64Url(answer.attestationObject as string),
            getAuthenticatorData: () => fromBase64Url(answer.authenticatorData),
            getTransports: () => ['internal', 'hybrid'],
            getPublicKeyAlgorithm: () => -7,
          }
        : {
            clientDataJSON: fromBase64Url(answer.clientDataJSON),
            authenticatorData: fromBase64Url(answer.authenticatorData),
            signature: fromBase64Url(answer.signature as string),
            userHandle: answer.userHandle ? fromBase64Url(answer.userHandle) : null,
          }
    return {
      id: answer.id,
      rawId: fromBase64Url(answer.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response,
      getClientExtensionResults: () => (prf ? { prf } : {}),
    }
  }
  const prfFirstOf = (extensions: AuthenticationExtensionsClientInputs | undefined) => {
    const first = (extensions as { prf?: { eval?: { first?: BufferSource } } } | undefined)?.prf
      ?.eval?.first
    return first ? toBase64Url(first) : undefined
  }
  const create = container.create.bind(container)
  const get = container.get.bind(container)
  container.create = async (options?: CredentialCreationOptions) => {
    const publicKey = options?.publicKey
    if (!publicKey) return create(options)
    if (!allowed('publickey-credentials-create'))
      throw new DOMException(
        'The permissions policy does not allow this frame to create a passkey.',
        'NotAllowedError',
      )
    // A cross-origin frame creates a passkey only on the visitor's gesture.
    if (window.top !== window && !navigator.userActivation?.isActive)
      throw new DOMException(
        'Creating a passkey in this frame needs a user activation.',
        'NotAllowedError',
      )
    const answer = (await call({
      kind: 'create',
      rpId: publicKey.rp.id ?? location.hostname,
      userHandle: toBase64Url(publicKey.user.id),
      userName: publicKey.user.name,
      challenge: toBase64Url(publicKey.challenge),
      algorithms: publicKey.pubKeyCredParams.map(({ alg }) => alg),
      excludeCredentials: (publicKey.excludeCredentials ?? []).map(({ id }) => toBase64Url(id)),
      prfFirst: prfFirstOf(publicKey.extensions),
    })) as Answer
    return credentialOf(answer, 'create') as unknown as Credential
  }
  container.get = async (options?: CredentialRequestOptions) => {
    const publicKey = options?.publicKey
    if (!publicKey) return get(options)
    if (!allowed('publickey-credentials-get'))
      throw new DOMException(
        'The permissions policy does not allow this frame to use a passkey.',
        'NotAllowedError',
      )
    const answer = (await call({
      kind: 'get',
      rpId: publicKey.rpId ?? location.hostname,
      challenge: toBase64Url(publicKey.challenge),
      allowCredentials: (publicKey.allowCredentials ?? []).map(({ id }) => toBase64Url(id)),
      prfFirst: prfFirstOf(publicKey.extensions),
    })) as Answer
    return credentialOf(answer, 'get') as unknown as Credential
  }
}
