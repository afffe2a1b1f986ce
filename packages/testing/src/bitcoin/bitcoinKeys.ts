import * as secp256k1 from '@bitcoinerlab/secp256k1'
import { initEccLib, networks, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'

initEccLib(secp256k1)

/** The secp256k1 implementation (pure JS, noble underneath). */
export const ecc = secp256k1

/** The key pair factory over a pure-JS secp256k1 (works in Node and in browsers). */
export const ECPair = ECPairFactory(secp256k1)

/** bitcoinjs-lib's regtest parameters: `bcrt1…` addresses. */
export const regtestNetwork = networks.regtest

/** The 32-byte x-only form of a compressed public key. */
export function toXOnly(publicKey: Uint8Array): Uint8Array {
  return publicKey.slice(1, 33)
}

/** The P2WPKH address and script of a key. */
export function p2wpkhOf(publicKey: Uint8Array, network = regtestNetwork) {
  const payment = payments.p2wpkh({ pubkey: publicKey, network })
  if (!payment.address || !payment.output) throw new Error('p2wpkh: no address')
  return { address: payment.address, script: payment.output }
}

/** The P2TR (key path only) address and script of a key. */
export function p2trOf(publicKey: Uint8Array, network = regtestNetwork) {
  const payment = payments.p2tr({ internalPubkey: toXOnly(publicKey), network })
  if (!payment.address || !payment.output) throw new Error('p2tr: no address')
  return { address: payment.address, script: payment.output }
}
