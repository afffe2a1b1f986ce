import { AirlockError } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../messages/formatSiwxMessage.js'
import { signBip322Message } from '../verifiers/bip322.js'
import { UnsupportedBip322AddressError, UnsupportedSiwxNamespaceError } from './siwx.js'

const privateKey = new Uint8Array(32).fill(7)

describe('the package throws only its own errors', () => {
  it('a chain without a sign-in format: UnsupportedSiwxNamespaceError', () => {
    const error = (() => {
      try {
        return formatSiwxMessage({
          chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
          accountAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
          domain: 'shop.example',
          uri: 'https://shop.example',
          version: '1',
          nonce: 'k3yr7Qx2',
          issuedAt: '2025-03-01T10:00:00.000Z',
        })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(UnsupportedSiwxNamespaceError)
    expect(error).toBeInstanceOf(AirlockError)
    expect((error as UnsupportedSiwxNamespaceError).code).toBe('SIWX_NAMESPACE_UNSUPPORTED')
    expect((error as Error).message).toBe(
      'Sign-in messages are not defined for the "polkadot" namespace',
    )
  })

  it('signing for a Litecoin or a P2WSH address: UnsupportedBip322AddressError', () => {
    const litecoin = 'ltc1qg82tv8ylyyjqa8ys3k3l4lzvy4pmlf2x7wfcem'
    const p2wsh = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'
    for (const address of [litecoin, p2wsh]) {
      const error = (() => {
        try {
          return signBip322Message({ privateKey, address, message: 'hi' })
        } catch (caught) {
          return caught
        }
      })()
      expect(error, address).toBeInstanceOf(UnsupportedBip322AddressError)
      expect((error as UnsupportedBip322AddressError).code).toBe('BIP322_ADDRESS_UNSUPPORTED')
    }
  })
})
