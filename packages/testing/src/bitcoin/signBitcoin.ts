import {
  address as bitcoinAddress,
  crypto as bitcoinCrypto,
  type Network,
  Psbt,
  Transaction,
} from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { ecc, toXOnly } from './bitcoinKeys.js'

const encoder = new TextEncoder()

function isTaproot(address: string, network: Network): boolean {
  return bitcoinAddress.toOutputScript(address, network)[0] === 0x51
}

/** The key that signs a taproot key-path spend for `keyPair`'s internal key (no script tree). */
function tweakedKey(keyPair: ECPairInterface): ECPairInterface {
  return keyPair.tweak(bitcoinCrypto.taggedHash('TapTweak', toXOnly(keyPair.publicKey)))
}

/**
 * A BIP-322 "simple" signature of `message` by a P2WPKH or P2TR (key path) address: the witness
 * of the virtual transaction that spends the one committing to the message, serialized.
 */
export function signBip322Simple(
  keyPair: ECPairInterface,
  address: string,
  message: string,
  network: Network,
): Uint8Array {
  const script = bitcoinAddress.toOutputScript(address, network)
  const taproot = script[0] === 0x51
  // bitcoinjs' taggedHash knows only the BIP-340/341 tags.
  const tag = bitcoinCrypto.sha256(encoder.encode('BIP0322-signed-message'))
  const messageHash = bitcoinCrypto.sha256(
    Uint8Array.from([...tag, ...tag, ...encoder.encode(message)]),
  )
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, Uint8Array.from([0x00, 0x20, ...messageHash]))
  toSpend.addOutput(script, 0n)
  const toSign = new Psbt({ network })
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getId(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, value: 0n },
    ...(taproot ? { tapInternalKey: toXOnly(keyPair.publicKey) } : {}),
  })
  toSign.addOutput({ script: Uint8Array.of(0x6a), value: 0n })
  toSign.signInput(0, taproot ? tweakedKey(keyPair) : keyPair).finalizeAllInputs()
  const witness = toSign.extractTransaction().ins[0]?.witness ?? []
  // Every item is shorter than 253 bytes, so each length is one byte.
  return Uint8Array.from([witness.length, ...witness.flatMap((item) => [item.length, ...item])])
}

/**
 * A legacy "Bitcoin Signed Message" ECDSA signature (BIP-137 header for a P2WPKH address):
 * 65 bytes, header then r and s.
 */
export function signEcdsaMessage(keyPair: ECPairInterface, message: string): Uint8Array {
  const body = encoder.encode(message)
  const prefix = encoder.encode('\x18Bitcoin Signed Message:\n')
  const hash = bitcoinCrypto.hash256(Uint8Array.from([...prefix, ...varint(body.length), ...body]))
  if (!keyPair.privateKey) throw new Error('no private key')
  const { signature, recoveryId } = ecc.signRecoverable(hash, keyPair.privateKey)
  // 39 + recovery id: a compressed key behind a P2WPKH address (BIP-137).
  return Uint8Array.from([39 + recoveryId, ...signature])
}

/** Signs the inputs at `indexes` with the key of `address` (tweaked for P2TR); the app finalizes. */
export function signPsbtInputs(
  psbt: Psbt,
  keyPair: ECPairInterface,
  address: string,
  indexes: readonly number[],
  network: Network,
  sighashTypes?: readonly number[] | undefined,
): void {
  const taproot = isTaproot(address, network)
  for (const index of indexes) {
    if (taproot && !psbt.data.inputs[index]?.tapInternalKey) {
      psbt.updateInput(index, { tapInternalKey: toXOnly(keyPair.publicKey) })
    }
    psbt.signInput(
      index,
      taproot ? tweakedKey(keyPair) : keyPair,
      sighashTypes ? [...sighashTypes] : undefined,
    )
  }
}

function varint(value: number): number[] {
  if (value < 0xfd) return [value]
  if (value <= 0xffff) return [0xfd, value & 0xff, value >> 8]
  return [0xfe, value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24]
}
