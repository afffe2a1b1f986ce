import { describe, expect, test } from 'vitest'
import { decodeTypedDataRisks } from './decodeTypedDataRisks.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const universalRouter = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const eip712Domain = [
  { name: 'name', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
]
const permitDetails = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' },
]

/**
 * What Uniswap's interface hands `eth_signTypedData_v4` before a swap: Permit2's AllowanceTransfer
 * `PermitSingle` for the Universal Router, amount `type(uint160).max`, 30 days' allowance and a
 * 30-minute signature, numbers as decimal strings (ethers' payload), the whole as a JSON string.
 */
const uniswapPermitSingle = JSON.stringify({
  types: {
    EIP712Domain: eip712Domain,
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitDetails: permitDetails,
  },
  domain: { name: 'Permit2', chainId: '1', verifyingContract: permit2 },
  primaryType: 'PermitSingle',
  message: {
    details: {
      token: usdc.toLowerCase(),
      amount: '1461501637330902918203684832716283019655932542975',
      expiration: '1737072000',
      nonce: '0',
    },
    spender: universalRouter.toLowerCase(),
    sigDeadline: '1734481800',
  },
})

describe('decodeTypedDataRisks', () => {
  test("Permit2 PermitSingle as Uniswap's interface makes it: unlimited, its end and deadline", () => {
    expect(decodeTypedDataRisks(uniswapPermitSingle)).toEqual([
      {
        kind: 'allowance',
        source: 'permit2Permit',
        token: usdc,
        spender: universalRouter,
        amount: 2n ** 160n - 1n,
        unlimited: true,
        expiry: 1737072000n,
        deadline: 1734481800n,
      },
    ])
  })

  test('Permit2 PermitBatch: one allowance per token, limited ones as limited', () => {
    const batch = {
      types: {
        PermitBatch: [
          { name: 'details', type: 'PermitDetails[]' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: permitDetails,
      },
      domain: { name: 'Permit2', chainId: 1, verifyingContract: permit2 },
      primaryType: 'PermitBatch',
      message: {
        details: [
          { token: usdc, amount: '5000000', expiration: 1737072000, nonce: 1 },
          {
            token: weth,
            amount: '0xffffffffffffffffffffffffffffffffffffffff',
            expiration: '281474976710655',
            nonce: 0,
          },
        ],
        spender: universalRouter,
        sigDeadline: '0x67627d88',
      },
    }
    expect(decodeTypedDataRisks(batch)).toEqual([
      {
        kind: 'allowance',
        source: 'permit2Permit',
        token: usdc,
        spender: universalRouter,
        amount: 5_000_000n,
        unlimited: false,
        expiry: 1737072000n,
        deadline: 0x67627d88n,
      },
      {
        kind: 'allowance',
        source: 'permit2Permit',
        token: weth,
        spender: universalRouter,
        amount: 2n ** 160n - 1n,
        unlimited: true,
        // type(uint48).max: the allowance never ends.
        expiry: undefined,
        deadline: 0x67627d88n,
      },
    ])
  })

  test("EIP-2612 Permit: the token is the domain's contract; max value is unlimited", () => {
    const permit = (value: string) => ({
      types: {
        EIP712Domain: [...eip712Domain, { name: 'version', type: 'string' }],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc },
      primaryType: 'Permit',
      message: { owner, spender: universalRouter, value, nonce: 0, deadline: 1734481800 },
    })
    expect(decodeTypedDataRisks(permit('1000000'))).toEqual([
      {
        kind: 'allowance',
        source: 'permit',
        token: usdc,
        spender: universalRouter,
        amount: 1_000_000n,
        unlimited: false,
        deadline: 1734481800n,
      },
    ])
    expect(decodeTypedDataRisks(permit((2n ** 256n - 1n).toString()))).toMatchObject([
      { source: 'permit', unlimited: true },
    ])
  })

  test("DAI's Permit with allowed: true is unlimited; allowed: false grants nothing", () => {
    const daiPermit = (allowed: boolean) => ({
      domain: { name: 'Dai Stablecoin', version: '1', chainId: 1, verifyingContract: dai },
      primaryType: 'Permit',
      message: { holder: owner, spender: universalRouter, nonce: 3, expiry: 0, allowed },
    })
    expect(decodeTypedDataRisks(daiPermit(true))).toEqual([
      {
        kind: 'allowance',
        source: 'permit',
        token: dai,
        spender: universalRouter,
        amount: 2n ** 256n - 1n,
        unlimited: true,
        deadline: undefined,
      },
    ])
    expect(decodeTypedDataRisks(daiPermit(false))).toEqual([])
  })

  test("Permit2 PermitWitnessTransferFrom (a UniswapX order) is one transfer's permission", () => {
    const order = {
      domain: { name: 'Permit2', chainId: 1, verifyingContract: permit2 },
      primaryType: 'PermitWitnessTransferFrom',
      message: {
        permitted: { token: weth, amount: '1000000000000000000' },
        spender: '0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4',
        nonce: '1993353164669688581970088190602701610528397285201889446578254799128576',
        deadline: '1734481800',
        witness: { info: {} },
      },
    }
    expect(decodeTypedDataRisks(order)).toEqual([
      {
        kind: 'allowance',
        source: 'permit2Permit',
        token: weth,
        spender: '0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4',
        amount: 10n ** 18n,
        unlimited: false,
        deadline: 1734481800n,
      },
    ])
  })

  test('other typed data, a permit without its fields, and unreadable JSON give nothing', () => {
    const mail = {
      domain: { name: 'Ether Mail', chainId: 1, verifyingContract: usdc },
      primaryType: 'Mail',
      message: { from: owner, to: universalRouter, contents: 'Hello' },
    }
    expect(decodeTypedDataRisks(mail)).toEqual([])
    expect(
      decodeTypedDataRisks({ ...mail, primaryType: 'Permit', message: { spender: 'nobody' } }),
    ).toEqual([])
    expect(decodeTypedDataRisks({ ...mail, primaryType: 'PermitSingle' })).toEqual([])
    expect(decodeTypedDataRisks('{not json')).toEqual([])
    expect(decodeTypedDataRisks(null)).toEqual([])
  })
})

test('an amount in any spelling the signing reads (bigint, spaces, 0X, a sign) is still read', () => {
  const permit = (value: unknown) => ({
    domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc },
    primaryType: 'Permit',
    message: { owner, spender: universalRouter, value, nonce: 0, deadline: 1734481800 },
  })
  for (const value of [2n ** 256n - 1n, ` ${2n ** 256n - 1n} `, `0X${'F'.repeat(64)}`])
    expect(decodeTypedDataRisks(permit(value))).toMatchObject([{ unlimited: true }])
  expect(decodeTypedDataRisks(permit('+5'))).toMatchObject([{ amount: 5n, unlimited: false }])
  // What `BigInt` cannot read, the signature cannot carry either.
  expect(decodeTypedDataRisks(permit(1.5))).toEqual([])
  expect(decodeTypedDataRisks(permit('ten'))).toEqual([])
})
