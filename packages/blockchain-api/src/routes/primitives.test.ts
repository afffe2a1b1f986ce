import { expect, test } from 'vitest'
import {
  accountAddressSchema,
  caipAddressSchema,
  caipNetworkIdSchema,
  evmAddressSchema,
} from './primitives.js'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

test('EVM addresses: 40 hex characters with an optional 0x prefix', () => {
  expect(evmAddressSchema.parse('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  expect(messageOf(evmAddressSchema.safeParse('0x123'))).toBe('Address "0x123" is invalid.')
})

test('CAIP-2 network ids need two parts and a known namespace', () => {
  expect(caipNetworkIdSchema.parse('eip155:31337')).toBe('eip155:31337')
  expect(caipNetworkIdSchema.parse('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeTruthy()
  for (const bad of ['eip155', 'eip155:1:2', 'cosmos:hub', ':1', 'eip155:']) {
    expect(messageOf(caipNetworkIdSchema.safeParse(bad))).toBe('Invalid CAIP-2 network id')
  }
})

test('CAIP-10 addresses need three non-empty parts and a known namespace', () => {
  const address = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  expect(caipAddressSchema.parse(address)).toBe(address)
  for (const bad of ['eip155:1', 'eip155::0xabc', 'foo:1:0xabc', 'eip155:1:0x12', 'a:b:c:d']) {
    expect(messageOf(caipAddressSchema.safeParse(bad))).toBe('Invalid CAIP-10 address')
  }
})

test('account addresses: EVM, Bitcoin or Solana (32 to 44 base58 characters)', () => {
  const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  expect(accountAddressSchema.parse(solana)).toBe(solana)
  expect(accountAddressSchema.parse('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBeTruthy()
  for (const bad of ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsG0', 'short1111', `${solana}1111111`]) {
    expect(messageOf(accountAddressSchema.safeParse(bad))).toBe(`Address "${bad}" is invalid.`)
  }
})
