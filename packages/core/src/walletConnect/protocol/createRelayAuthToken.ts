import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils'
import { toBase58, toBase64Url } from './encoding.js'

export type CreateRelayAuthTokenParameters = {
  /** The client's ed25519 private key (32 bytes), kept in storage so the client id is stable. */
  seed: Uint8Array
  /** The relay's URL, the token's audience. */
  relayUrl: string
  /** Lifetime in seconds. Default: one day. */
  ttlSeconds?: number | undefined
  /** Unix time in seconds. Default: now. */
  now?: number | undefined
}
export type CreateRelayAuthTokenReturnType = { token: string; clientId: string }

/** `did:key:z…` of an ed25519 public key (multicodec 0xed 0x01, base58btc). */
export function toEd25519DidKey(publicKey: Uint8Array): string {
  const prefixed = new Uint8Array(2 + publicKey.length)
  prefixed.set([0xed, 0x01])
  prefixed.set(publicKey, 2)
  return `did:key:z${toBase58(prefixed)}`
}

/**
 * The JWT a WalletConnect relay takes in the socket URL's `auth` parameter: EdDSA-signed by the
 * client's ed25519 key, `iss` its did:key (the client id), `aud` the relay, a random `sub`.
 *
 * @example const { token } = createRelayAuthToken({ seed, relayUrl: 'wss://relay.walletconnect.org' })
 */
export function createRelayAuthToken(
  parameters: CreateRelayAuthTokenParameters,
): CreateRelayAuthTokenReturnType {
  const iat = parameters.now ?? Math.floor(Date.now() / 1000)
  const clientId = toEd25519DidKey(ed25519.getPublicKey(parameters.seed))
  const header = { alg: 'EdDSA', typ: 'JWT' }
  const claims = {
    iss: clientId,
    sub: bytesToHex(randomBytes(32)),
    aud: parameters.relayUrl,
    iat,
    exp: iat + (parameters.ttlSeconds ?? 86_400),
  }
  const signed = `${toBase64Url(utf8ToBytes(JSON.stringify(header)))}.${toBase64Url(utf8ToBytes(JSON.stringify(claims)))}`
  const signature = ed25519.sign(utf8ToBytes(signed), parameters.seed)
  return { token: `${signed}.${toBase64Url(signature)}`, clientId }
}
