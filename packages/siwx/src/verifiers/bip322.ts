import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64, bech32, bech32m } from '@scure/base'
import { InvalidBip322WitnessError, UnsupportedBip322AddressError } from '../errors/siwx.js'

/**
 * BIP-322 "simple" signatures: the message is committed to in a virtual transaction (to_spend)
 * whose output the address must be able to spend; the signature is the witness of the virtual
 * transaction that spends it (to_sign). Single-key P2WPKH and P2TR (key path) are supported.
 */

export type Bip322AddressType = 'p2wpkh' | 'p2tr'

type DecodedAddress = { type: Bip322AddressType; program: Uint8Array; scriptPubKey: Uint8Array }

const segwitPrefixes = ['bc', 'tb', 'bcrt']

/** Reads a native segwit address (v0 20-byte or v1 32-byte program). */
export function decodeSegwitAddress(address: string): DecodedAddress {
  const lower = address.toLowerCase()
  const prefix = lower.slice(0, lower.lastIndexOf('1'))
  if (!segwitPrefixes.includes(prefix))
    throw new UnsupportedBip322AddressError(`Unsupported address prefix "${prefix}"`)
  // Version 0 uses bech32, later versions bech32m (BIP-350).
  const decoded =
    lower[prefix.length + 1] === 'q'
      ? bech32.decode(lower as `${string}1${string}`)
      : bech32m.decode(lower as `${string}1${string}`)
  const [version, ...words] = decoded.words
  const program = bech32.fromWords(words)
  if (version === 0 && program.length === 20) {
    return {
      type: 'p2wpkh',
      program,
      scriptPubKey: concatBytes(new Uint8Array([0x00, 0x14]), program),
    }
  }
  if (version === 1 && program.length === 32) {
    return {
      type: 'p2tr',
      program,
      scriptPubKey: concatBytes(new Uint8Array([0x51, 0x20]), program),
    }
  }
  throw new UnsupportedBip322AddressError(
    `Witness version ${version ?? '?'} with a ${program.length}-byte program`,
  )
}

/** The BIP-322 tagged hash of the message. */
export function bip322MessageHash(message: string): Uint8Array {
  return schnorr.utils.taggedHash('BIP0322-signed-message', utf8ToBytes(message))
}

const zero4 = new Uint8Array(4)
const zero8 = new Uint8Array(8)
const opReturnOutput = concatBytes(zero8, new Uint8Array([0x01, 0x6a]))

function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return new Uint8Array([length])
  if (length <= 0xffff) return new Uint8Array([0xfd, length & 0xff, length >> 8])
  throw new InvalidBip322WitnessError('Item too large')
}

function withLength(bytes: Uint8Array): Uint8Array {
  return concatBytes(compactSize(bytes.length), bytes)
}

const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))

/** The to_spend transaction's id in internal byte order (as used in an outpoint). */
export function bip322ToSpendHash(scriptPubKey: Uint8Array, message: string): Uint8Array {
  const scriptSig = concatBytes(new Uint8Array([0x00, 0x20]), bip322MessageHash(message))
  const transaction = concatBytes(
    zero4, // version 0
    new Uint8Array([0x01]),
    new Uint8Array(32),
    new Uint8Array([0xff, 0xff, 0xff, 0xff]),
    withLength(scriptSig),
    zero4, // sequence 0
    new Uint8Array([0x01]),
    zero8,
    withLength(scriptPubKey),
    zero4, // lock time 0
  )
  return sha256d(transaction)
}

/** Display form of a transaction id (reversed, hex). */
export function toTxid(hash: Uint8Array): string {
  return Array.from(hash)
    .reverse()
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
}

/** The to_sign transaction without witness, to compute its id. */
export function bip322ToSignHash(scriptPubKey: Uint8Array, message: string): Uint8Array {
  const outpoint = concatBytes(bip322ToSpendHash(scriptPubKey, message), zero4)
  return sha256d(
    concatBytes(
      zero4,
      new Uint8Array([0x01]),
      outpoint,
      new Uint8Array([0x00]),
      zero4,
      new Uint8Array([0x01]),
      opReturnOutput,
      zero4,
    ),
  )
}

/** BIP-143 digest of to_sign's only input, spent by a P2WPKH key with SIGHASH_ALL. */
function segwitV0Digest(
  outpoint: Uint8Array,
  pubkeyHash: Uint8Array,
  hashType: number,
): Uint8Array {
  const scriptCode = concatBytes(
    new Uint8Array([0x19, 0x76, 0xa9, 0x14]),
    pubkeyHash,
    new Uint8Array([0x88, 0xac]),
  )
  return sha256d(
    concatBytes(
      zero4,
      sha256d(outpoint),
      sha256d(zero4),
      outpoint,
      scriptCode,
      zero8,
      zero4,
      sha256d(opReturnOutput),
      zero4,
      new Uint8Array([hashType, 0, 0, 0]),
    ),
  )
}

/** BIP-341 digest of to_sign's only input, spent by the key path. */
function taprootDigest(
  outpoint: Uint8Array,
  scriptPubKey: Uint8Array,
  hashType: number,
): Uint8Array {
  return schnorr.utils.taggedHash(
    'TapSighash',
    concatBytes(
      new Uint8Array([0x00, hashType]),
      zero4,
      zero4,
      sha256(outpoint),
      sha256(zero8),
      sha256(withLength(scriptPubKey)),
      sha256(zero4),
      sha256(opReturnOutput),
      new Uint8Array([0x00]),
      zero4,
    ),
  )
}

function readWitness(signature: string): Uint8Array[] {
  const bytes = base64.decode(signature)
  let offset = 0
  const readSize = () => {
    const first = bytes[offset++]
    if (first === undefined) throw new InvalidBip322WitnessError('Truncated witness')
    if (first < 0xfd) return first
    if (first === 0xfd) {
      const size = (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8)
      offset += 2
      return size
    }
    throw new InvalidBip322WitnessError('Witness item too large')
  }
  const count = readSize()
  const items: Uint8Array[] = []
  for (let index = 0; index < count; index += 1) {
    const size = readSize()
    if (offset + size > bytes.length) throw new InvalidBip322WitnessError('Truncated witness')
    items.push(bytes.slice(offset, offset + size))
    offset += size
  }
  if (offset !== bytes.length)
    throw new InvalidBip322WitnessError('Trailing bytes after the witness')
  return items
}

function writeWitness(items: Uint8Array[]): string {
  return base64.encode(concatBytes(compactSize(items.length), ...items.map(withLength)))
}

const bytesEqual = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

export type VerifyBip322Parameters = { address: string; message: string; signature: string }

/** True when `signature` (base64 witness, BIP-322 simple) proves `address` signed `message`. */
export function verifyBip322Signature({
  address,
  message,
  signature,
}: VerifyBip322Parameters): boolean {
  try {
    const { type, program, scriptPubKey } = decodeSegwitAddress(address)
    const outpoint = concatBytes(bip322ToSpendHash(scriptPubKey, message), zero4)
    const witness = readWitness(signature)
    if (type === 'p2wpkh') {
      const [encoded, publicKey] = witness
      if (witness.length !== 2 || !encoded || !publicKey || publicKey.length !== 33) return false
      if (!bytesEqual(ripemd160(sha256(publicKey)), program)) return false
      const hashType = encoded[encoded.length - 1] ?? 0
      if (hashType !== 0x01) return false
      const parsed = secp256k1.Signature.fromDER(encoded.slice(0, -1))
      return secp256k1.verify(parsed, segwitV0Digest(outpoint, program, hashType), publicKey, {
        prehash: false,
        lowS: false,
      })
    }
    const [encoded] = witness
    if (witness.length !== 1 || !encoded || (encoded.length !== 64 && encoded.length !== 65))
      return false
    const hashType = encoded.length === 65 ? (encoded[64] ?? 0) : 0x00
    if (encoded.length === 65 && hashType !== 0x01) return false
    return schnorr.verify(
      encoded.slice(0, 64),
      taprootDigest(outpoint, scriptPubKey, hashType),
      program,
    )
  } catch {
    return false
  }
}

/** The taproot output key of a single-key wallet (no script tree), and its tweaked private key. */
function tweakTaprootKey(privateKey: Uint8Array): {
  outputKey: Uint8Array
  tweakedKey: Uint8Array
} {
  const Point = secp256k1.ProjectivePoint
  const CURVE = secp256k1.CURVE
  const n = CURVE.n
  const point = Point.BASE.multiply(toBigInt(privateKey))
  const even = point.toAffine().y % 2n === 0n
  const secret = even ? toBigInt(privateKey) : n - toBigInt(privateKey)
  const internalKey = point.toRawBytes(true).slice(1)
  const tweak = toBigInt(schnorr.utils.taggedHash('TapTweak', internalKey)) % n
  const tweaked = (secret + tweak) % n
  const outputKey = Point.BASE.multiply(tweaked).toRawBytes(true).slice(1)
  return { outputKey, tweakedKey: toBytes32(tweaked) }
}

const toBigInt = (bytes: Uint8Array) =>
  BigInt(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') || '0'}`)
const toBytes32 = (value: bigint) =>
  Uint8Array.from(value.toString(16).padStart(64, '0').match(/../g) ?? [], (byte) =>
    Number.parseInt(byte, 16),
  )

export type GetBip322AddressParameters = {
  privateKey: Uint8Array
  type: Bip322AddressType
  /** Human-readable part: `bc` (mainnet), `tb` (testnet), `bcrt` (regtest). Default `bc`. */
  prefix?: string | undefined
}

/** The single-key P2WPKH or P2TR address of a private key. */
export function getBip322Address({
  privateKey,
  type,
  prefix = 'bc',
}: GetBip322AddressParameters): string {
  if (type === 'p2wpkh') {
    const program = ripemd160(sha256(secp256k1.getPublicKey(privateKey, true)))
    return bech32.encode(prefix, [0, ...bech32.toWords(program)])
  }
  return bech32m.encode(prefix, [1, ...bech32m.toWords(tweakTaprootKey(privateKey).outputKey)])
}

export type SignBip322Parameters = { privateKey: Uint8Array; address: string; message: string }

/** Signs `message` for a P2WPKH or P2TR address held by `privateKey` (BIP-322 simple, base64). */
export function signBip322Message({ privateKey, address, message }: SignBip322Parameters): string {
  const { type, program, scriptPubKey } = decodeSegwitAddress(address)
  const outpoint = concatBytes(bip322ToSpendHash(scriptPubKey, message), zero4)
  if (type === 'p2wpkh') {
    const signature = secp256k1.sign(segwitV0Digest(outpoint, program, 0x01), privateKey, {
      prehash: false,
    })
    return writeWitness([
      concatBytes(signature.toDERRawBytes(), new Uint8Array([0x01])),
      secp256k1.getPublicKey(privateKey, true),
    ])
  }
  const { tweakedKey } = tweakTaprootKey(privateKey)
  return writeWitness([schnorr.sign(taprootDigest(outpoint, scriptPubKey, 0x00), tweakedKey)])
}
