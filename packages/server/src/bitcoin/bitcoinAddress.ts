import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, concatBytes } from '@noble/hashes/utils'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { InvalidBitcoinAddressError } from './bitcoinErrors.js'

const base58check = createBase58check(sha256)

/** Address prefixes of a Bitcoin network (bech32 human-readable part, base58 version bytes). */
export type BitcoinAddressFormat = { hrp: string; pubKeyHash: number; scriptHash: number }

export const bitcoinAddressFormats = {
  mainnet: { hrp: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 },
  testnet: { hrp: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 },
  regtest: { hrp: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4 },
} as const satisfies Record<string, BitcoinAddressFormat>

/** The output script (hex) an address pays to; throws for an address of another network. */
export function addressToScript(address: string, format: BitcoinAddressFormat): string {
  const lower = address.toLowerCase()
  if (lower.startsWith(`${format.hrp}1`)) {
    const isV0 = lower[format.hrp.length + 1] === 'q'
    const decoded = (isV0 ? bech32 : bech32m).decode(lower as `${string}1${string}`, 90)
    if (decoded.prefix !== format.hrp) throw new InvalidBitcoinAddressError()
    const [version = 0, ...words] = decoded.words
    const program = bech32.fromWords(words)
    if (version > 16 || program.length < 2 || program.length > 40) {
      throw new InvalidBitcoinAddressError()
    }
    const opVersion = version === 0 ? 0x00 : 0x50 + version
    return bytesToHex(concatBytes(Uint8Array.of(opVersion, program.length), program))
  }
  const payload = base58check.decode(address)
  const [version, ...hash] = payload
  if (hash.length !== 20) throw new InvalidBitcoinAddressError()
  if (version === format.pubKeyHash) {
    return bytesToHex(Uint8Array.of(0x76, 0xa9, 0x14, ...hash, 0x88, 0xac))
  }
  if (version === format.scriptHash) return bytesToHex(Uint8Array.of(0xa9, 0x14, ...hash, 0x87))
  throw new InvalidBitcoinAddressError()
}

/** Esplora's `scriptpubkey_type` and `scriptpubkey_address` for an output script. */
export function describeScript(
  scriptHex: string,
  format: BitcoinAddressFormat,
): { type: string; address?: string | undefined } {
  const script = hexToBytes(scriptHex)
  const [first = -1, second = -1] = script
  if (first === 0x00 && second === 0x14 && script.length === 22) {
    return { type: 'v0_p2wpkh', address: segwit(format.hrp, 0, script.slice(2)) }
  }
  if (first === 0x00 && second === 0x20 && script.length === 34) {
    return { type: 'v0_p2wsh', address: segwit(format.hrp, 0, script.slice(2)) }
  }
  if (first === 0x51 && second === 0x20 && script.length === 34) {
    return { type: 'v1_p2tr', address: segwit(format.hrp, 1, script.slice(2)) }
  }
  if (script.length === 25 && first === 0x76 && second === 0xa9 && script[24] === 0xac) {
    return {
      type: 'p2pkh',
      address: base58check.encode(Uint8Array.of(format.pubKeyHash, ...script.slice(3, 23))),
    }
  }
  if (script.length === 23 && first === 0xa9 && script[22] === 0x87) {
    return {
      type: 'p2sh',
      address: base58check.encode(Uint8Array.of(format.scriptHash, ...script.slice(2, 22))),
    }
  }
  if (first === 0x6a) return { type: 'op_return' }
  return { type: 'unknown' }
}

function segwit(hrp: string, version: number, program: Uint8Array): string {
  const words = [version, ...bech32.toWords(program)]
  return (version === 0 ? bech32 : bech32m).encode(hrp, words, 90)
}

export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}
