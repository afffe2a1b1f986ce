import { AirlockError } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { isEvmAddress, isSolanaAddress } from './addresses.js'
import { buildCaipAddress, buildCaipNetworkId } from './buildCaip.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseCaipAddress', () => {
  it('splits a CAIP-10 id', () => {
    expect(parseCaipAddress(`eip155:31337:${account}`)).toEqual({
      namespace: 'eip155',
      reference: '31337',
      address: account,
      networkId: 'eip155:31337',
      caipAddress: `eip155:31337:${account}`,
    })
  })

  it.each([
    ['eip155:1', 'Invalid CAIP Address'],
    [`eip155:1:${account}:extra`, 'Invalid CAIP Address'],
    [`eip155::${account}`, 'Invalid CAIP Address'],
    ['eip155:1:', 'Invalid CAIP Address'],
    ['', 'Invalid CAIP Address'],
    [`cosmoz:1:${account}`, 'Invalid CAIP-10 address'],
  ])('refuses %j with %j', (value, message) => {
    const error = (() => {
      try {
        parseCaipAddress(value)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(AirlockError)
    expect((error as AirlockError).shortMessage).toBe(message)
    expect((error as AirlockError).code).toBe('INVALID_CAIP_ADDRESS')
  })
})

describe('parseCaipNetworkId', () => {
  it('splits a CAIP-2 id', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchObject({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each(['eip155', 'eip155:1:0xab', ':1', 'eip155:', 'nope:1'])('refuses %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
  })
})

describe('building ids', () => {
  it('round-trips', () => {
    const networkId = buildCaipNetworkId('eip155', 8453)
    expect(networkId).toBe('eip155:8453')
    expect(parseCaipAddress(buildCaipAddress(networkId, account)).address).toBe(account)
  })
})

describe('address validation', () => {
  it.each([
    [account, true],
    [account.slice(2), true],
    [`${account}0`, false],
    ['0xZZ9Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
  ])('isEvmAddress(%j) is %j', (value, expected) => {
    expect(isEvmAddress(value)).toBe(expected)
  })

  it.each([
    ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', true],
    ['11111111111111111111111111111111', true],
    ['0OIl11111111111111111111111111111', false],
    ['short', false],
  ])('isSolanaAddress(%j) is %j', (value, expected) => {
    expect(isSolanaAddress(value)).toBe(expected)
  })
})
