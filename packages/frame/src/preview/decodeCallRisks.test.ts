import { describe, expect, test } from 'vitest'
import { decodeCallRisks } from './decodeCallRisks.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const universalRouter = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'
const bayc = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'
const seaportConduit = '0x1E0049783F008A0085193E00003D00cd54003c71'
const max256 = 2n ** 256n - 1n

describe('decodeCallRisks', () => {
  test("an unlimited approve (USDC to Permit2, as Uniswap's interface asks it) is unlimited", () => {
    const data =
      '0x095ea7b3000000000000000000000000000000000022d473030f116ddee9f6b43ac78ba3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'
    expect(decodeCallRisks({ to: usdc.toLowerCase(), data })).toEqual([
      {
        kind: 'allowance',
        source: 'approve',
        token: usdc,
        spender: permit2,
        amount: max256,
        unlimited: true,
      },
    ])
  })

  test('a near-max approve (1e77) is unlimited; 10 USDC is not', () => {
    const spender = '000000000000000000000000000000000022d473030f116ddee9f6b43ac78ba3'
    const nearMax = `0x095ea7b3${spender}${(10n ** 77n).toString(16).padStart(64, '0')}`
    const ten = `0x095ea7b3${spender}${10_000_000n.toString(16).padStart(64, '0')}`
    expect(decodeCallRisks({ to: usdc, data: nearMax })).toMatchObject([
      { amount: 10n ** 77n, unlimited: true },
    ])
    expect(decodeCallRisks({ to: usdc, data: ten })).toMatchObject([
      { source: 'approve', amount: 10_000_000n, unlimited: false },
    ])
  })

  test('increaseAllowance by the maximum is unlimited', () => {
    const data = `0x39509351000000000000000000000000${universalRouter.slice(2).toLowerCase()}${'f'.repeat(64)}`
    expect(decodeCallRisks({ to: usdc, data })).toEqual([
      {
        kind: 'allowance',
        source: 'increaseAllowance',
        token: usdc,
        spender: universalRouter,
        amount: max256,
        unlimited: true,
      },
    ])
  })

  test("Permit2's approve(token, spender, uint160 max, expiration) names the token, not Permit2", () => {
    // approve(USDC, Universal Router, type(uint160).max, 1735689600)
    const data =
      '0x87517c45' +
      '000000000000000000000000a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' +
      '0000000000000000000000003fc91a3afd70395cd496c647d5a6cc9d4b2b7fad' +
      '000000000000000000000000ffffffffffffffffffffffffffffffffffffffff' +
      '0000000000000000000000000000000000000000000000000000000067748580'
    expect(decodeCallRisks({ to: permit2, data })).toEqual([
      {
        kind: 'allowance',
        source: 'permit2Approve',
        token: usdc,
        spender: universalRouter,
        amount: 2n ** 160n - 1n,
        unlimited: true,
        expiry: 1735689600n,
      },
    ])
  })

  test('setApprovalForAll(operator, true) hands over the collection; false takes it back', () => {
    const operator = `000000000000000000000000${seaportConduit.slice(2).toLowerCase()}`
    const grant = `0xa22cb465${operator}${'0'.repeat(63)}1`
    const revoke = `0xa22cb465${operator}${'0'.repeat(64)}`
    expect(decodeCallRisks({ to: bayc, data: grant })).toEqual([
      { kind: 'operator', collection: bayc, operator: seaportConduit },
    ])
    expect(decodeCallRisks({ to: bayc, data: revoke })).toEqual([])
  })

  test('a transfer, a creation, empty, short or undecodable calldata give nothing', () => {
    const transfer = `0xa9059cbb000000000000000000000000${universalRouter.slice(2)}${'0'.repeat(63)}1`
    expect(decodeCallRisks({ to: usdc, data: transfer })).toEqual([])
    expect(decodeCallRisks({ to: undefined, data: `0x095ea7b3${'f'.repeat(128)}` })).toEqual([])
    expect(decodeCallRisks({ to: usdc, data: '0x' })).toEqual([])
    expect(decodeCallRisks({ to: usdc, data: '0x095ea7' })).toEqual([])
    expect(decodeCallRisks({ to: usdc, data: '0x095ea7b3ff' })).toEqual([])
    expect(decodeCallRisks({ to: usdc, data: 'not hex' })).toEqual([])
  })
})
