import { expect, it } from 'vitest'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { ECPair, p2trOf, p2wpkhOf, regtestNetwork, toXOnly } from './bitcoinKeys.js'
import { bytesToHex, hexToBytes } from './bytes.js'

it('derives every dev address from its key', () => {
  for (const account of bitcoinDevAccounts) {
    const payment = ECPair.fromPrivateKey(hexToBytes(account.payment.privateKey), {
      network: regtestNetwork,
    })
    const ordinals = ECPair.fromPrivateKey(hexToBytes(account.ordinals.privateKey), {
      network: regtestNetwork,
    })
    expect(p2wpkhOf(payment.publicKey).address).toBe(account.payment.address)
    expect(bytesToHex(payment.publicKey)).toBe(account.payment.publicKey)
    expect(p2trOf(ordinals.publicKey).address).toBe(account.ordinals.address)
    expect(bytesToHex(toXOnly(ordinals.publicKey))).toBe(account.ordinals.publicKey)
    expect(account.payment.address.startsWith('bcrt1q')).toBe(true)
    expect(account.ordinals.address.startsWith('bcrt1p')).toBe(true)
  }
})
