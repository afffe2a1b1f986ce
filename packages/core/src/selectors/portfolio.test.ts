import type { TokenBalance } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { getPortfolioValue } from './getPortfolioValue.js'
import { groupTokenBalances, isPoolToken } from './groupTokenBalances.js'

const chainId = 'eip155:31337'
let counter = 0
function balance(
  symbol: string,
  { name = symbol, price = 0, numeric = '1', native = false } = {},
): TokenBalance {
  counter += 1
  return {
    name,
    symbol,
    chainId,
    ...(native ? {} : { address: `${chainId}:0x${counter.toString(16).padStart(40, '0')}` }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: '18', numeric },
    iconUrl: '',
  }
}

// The balance route's answer for the devnet's first account with includeUnlisted=true: its ETH and
// two tokens, and its shares of the two Uniswap V2 pools (in no token list, without a price).
const eth = balance('ETH', { name: 'Ether', price: 3000, numeric: '9999.5', native: true })
const ausd = balance('AUSD', { name: 'Airlock USD', price: 1, numeric: '850000' })
const air = balance('AIR', { name: 'Airlock Token', price: 1.5, numeric: '800000' })
const poolShares = [
  balance('UNI-V2', { name: 'Uniswap V2', numeric: '2236.06797749979' }),
  balance('UNI-V2', { name: 'Uniswap V2', numeric: '122474.48713915889' }),
] as const

describe('getPortfolioValue', () => {
  it('is loading before the first answer, and while it is on its way', () => {
    expect(getPortfolioValue({ tokenBalance: [], tokenBalanceStatus: 'idle' })).toEqual({
      status: 'loading',
    })
    expect(getPortfolioValue({ tokenBalance: [], tokenBalanceStatus: 'loading' })).toEqual({
      status: 'loading',
    })
    expect(getPortfolioValue(undefined)).toEqual({ status: 'loading' })
  })

  it('sums the USD value of every priced balance, pool shares with a price included', () => {
    const pricedPool = balance('UNI-V2', { name: 'Uniswap V2', price: 2, numeric: '10' })
    expect(
      getPortfolioValue({
        tokenBalance: [eth, ausd, air, ...poolShares, pricedPool],
        tokenBalanceStatus: 'success',
      }),
    ).toEqual({ status: 'priced', usd: 9999.5 * 3000 + 850000 + 800000 * 1.5 + 20 })
  })

  it('is unpriced, never $0, when no balance has a price, none is held, or the read failed', () => {
    expect(getPortfolioValue({ tokenBalance: poolShares, tokenBalanceStatus: 'success' })).toEqual({
      status: 'unpriced',
    })
    expect(getPortfolioValue({ tokenBalance: [], tokenBalanceStatus: 'success' })).toEqual({
      status: 'unpriced',
    })
    expect(getPortfolioValue({ tokenBalance: [], tokenBalanceStatus: 'error' })).toEqual({
      status: 'unpriced',
    })
  })
})

describe('groupTokenBalances', () => {
  it('puts the Uniswap V2 pool shares the server lists into one group, in their order', () => {
    const { tokens, pools } = groupTokenBalances([eth, poolShares[0], ausd, poolShares[1], air])
    expect(tokens).toEqual([eth, ausd, air])
    expect(pools).toEqual(poolShares)
  })

  it.each([
    ['UNI-V2', 'Uniswap V2'],
    ['SLP', 'SushiSwap LP Token'],
    ['Cake-LP', 'Pancake LPs'],
    ['BPT', 'Balancer Pool Token'],
    ['vAMM-WETH/USDC', 'VolatileV1 AMM - WETH/USDC LP'],
    ['G-UNI', 'Gelato Uniswap USDC/WETH Pool'],
    ['stETH-ETH-LP', 'stETH/ETH liquidity'],
  ])('%s (%s) is a pool share', (symbol, name) => {
    expect(isPoolToken(balance(symbol, { name }))).toBe(true)
  })

  it.each([
    ['ETH', 'Ether'],
    ['AUSD', 'Airlock USD'],
    ['UNI', 'Uniswap'],
    ['POOL', 'PoolTogether'],
    ['LPT', 'Livepeer Token'],
    ['HELP', 'Helper Token'],
    ['SUSHI', 'SushiToken'],
  ])('%s (%s) is not', (symbol, name) => {
    expect(isPoolToken(balance(symbol, { name }))).toBe(false)
  })

  it('never takes the native currency for a pool share', () => {
    expect(isPoolToken(balance('LP', { name: 'Pool Chain LP', native: true }))).toBe(false)
  })
})
