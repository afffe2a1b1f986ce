import type { TokenBalance } from '@airlock/blockchain-api'
import { expect, it } from 'vitest'
import { findSendToken } from './findSendToken.js'

const balance = (symbol: string, address?: string) =>
  ({
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    address,
    value: 0,
    price: 0,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  }) as TokenBalance

const balances = [
  balance('ETH'),
  balance('USDC', 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  balance('DAI', 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F'),
]

it('finds a token by its contract, bare or CAIP-10, in any case', () => {
  expect(findSendToken(balances, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')?.symbol).toBe('USDC')
  expect(
    findSendToken(balances, 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F')?.symbol,
  ).toBe('DAI')
})

it("the native placeholders pick the network's own currency; an unknown token finds none", () => {
  for (const placeholder of [
    '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    '0x0000000000000000000000000000000000000000',
    'native',
    '',
  ]) {
    expect(findSendToken(balances, placeholder)?.symbol, placeholder).toBe('ETH')
  }
  expect(findSendToken(balances, '0x1111111111111111111111111111111111111111')).toBeUndefined()
  expect(findSendToken([], 'native')).toBeUndefined()
})
