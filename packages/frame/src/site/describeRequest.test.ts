import { expect, test } from 'vitest'
import type { FrameRpcRequest } from '../protocol/rpc.js'
import { describeRequest } from './describeRequest.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('a message shows as text; other bytes are labelled unreadable and stay hex', () => {
  expect(
    describeRequest({ method: 'personal_sign', params: ['0x68656c6c6f', address] }).rows,
  ).toEqual([{ label: 'Message', value: 'hello' }])
  expect(describeRequest({ method: 'personal_sign', params: ['0x00ff01', address] }).rows).toEqual([
    { label: 'Unreadable bytes (hex)', value: '0x00ff01' },
  ])
  // Invalid UTF-8 is not shown as text with replacement marks.
  expect(describeRequest({ method: 'personal_sign', params: ['0x6869ff', address] }).rows).toEqual([
    { label: 'Unreadable bytes (hex)', value: '0x6869ff' },
  ])
})

test('a transaction shows to, value, data and the network fee', () => {
  const description = describeRequest(
    {
      method: 'eth_sendTransaction',
      params: [{ to: address, value: '0x16345785d8a0000', data: '0x1234' }],
    },
    { fee: 21_000n * 2_000_000_000n },
  )
  expect(description).toEqual({
    title: 'Send transaction',
    rows: [
      { label: 'To', value: address },
      { label: 'Value', value: '0.1 ETH' },
      { label: 'Data', value: '0x1234' },
      { label: 'Network fee', value: '0.000042 ETH' },
    ],
  })
})

test('the network fee is in USD first when the native price is known', () => {
  const send: FrameRpcRequest = {
    method: 'eth_sendTransaction',
    params: [{ to: address, value: '0x0' }],
  }
  const fee = (price: number, wei: bigint) =>
    describeRequest(send, { fee: wei, nativePriceUsd: price }).rows.at(-1)
  expect(fee(3000, 21_000n * 2_000_000_000n)).toEqual({
    label: 'Network fee',
    value: '$0.13 (0.000042 ETH)',
  })
  expect(fee(3000, 21_000n * 1_000_000n)).toEqual({
    label: 'Network fee',
    value: '< $0.01 (0.000000021 ETH)',
  })
  expect(fee(1234.5, 10n ** 18n)?.value).toBe('$1,234.50 (1 ETH)')
})

test('typed data shows its type, domain and message', () => {
  const typed = {
    primaryType: 'Mail',
    domain: { name: 'Ether Mail' },
    message: { contents: 'Hello, Bob!' },
    types: {},
  }
  const { rows } = describeRequest({
    method: 'eth_signTypedData_v4',
    params: [address, JSON.stringify(typed)],
  })
  expect(rows[0]).toEqual({ label: 'Type', value: 'Mail' })
  expect(rows[2]!.value).toContain('Hello, Bob!')
})

test('a batch of calls shows every call in order, and a sponsored fee as such', () => {
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const description = describeRequest(
    {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          calls: [
            { to: address, value: '0x2386f26fc10000' },
            { to: other, data: '0xa9059cbb' },
          ],
        },
      ],
    },
    { fee: 10n ** 15n, sponsored: true },
  )
  expect(description).toEqual({
    title: 'Send 2 calls',
    rows: [
      { label: 'Call 1 To', value: address },
      { label: 'Call 1 Value', value: '0.01 ETH' },
      { label: 'Call 2 To', value: other },
      { label: 'Call 2 Value', value: '0 ETH' },
      { label: 'Call 2 Data', value: '0xa9059cbb' },
      { label: 'Network fee', value: 'Sponsored' },
    ],
  })
})

test("F11: a transaction names its network by name and id, with that chain's native symbol, never ETH for another chain", () => {
  const send: FrameRpcRequest = {
    method: 'eth_sendTransaction',
    params: [{ to: address, value: '0xde0b6b3a7640000' }],
  }
  const onPolygon = describeRequest(send, { chain: 137, fee: 21_000n * 30_000_000_000n })
  expect(onPolygon.network).toBe('Polygon (chain 137)')
  expect(onPolygon.rows).toEqual([
    { label: 'To', value: address },
    { label: 'Value', value: '1 POL' },
    { label: 'Network fee', value: '0.00063 POL' },
  ])
  // The chain as a CAIP-2 id or in hex reads the same.
  expect(describeRequest(send, { chain: 'eip155:11155111' }).network).toBe(
    'Sepolia (chain 11155111)',
  )
  expect(describeRequest(send, { chain: '0x2105' }).rows[1]).toEqual({
    label: 'Value',
    value: '1 ETH',
  })
  // A chain the frame does not know: named by its id, its coin not taken for ETH.
  const unknown = describeRequest(send, { chain: 999_999 })
  expect(unknown.network).toBe('Unknown network (chain 999999)')
  expect(unknown.rows[1]).toEqual({ label: 'Value', value: '1 native coin' })
  // EIP-5792 calls name the chain they run on too.
  const calls = describeRequest(
    {
      method: 'wallet_sendCalls',
      params: [{ calls: [{ to: address, value: '0x1bc16d674ec80000' }] }],
    },
    { chain: 56 },
  )
  expect(calls.network).toBe('BNB Smart Chain (chain 56)')
  expect(calls.rows[1]).toEqual({ label: 'Value', value: '2 BNB' })
})

test('F11: a Solana transaction names its cluster; typed data names the chain of its domain', () => {
  expect(
    describeRequest(
      { method: 'solana_signAllTransactions', params: { transactions: [] } },
      { chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
    ).network,
  ).toBe('Solana Devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1)')
  expect(
    describeRequest(
      { method: 'solana_signAllTransactions', params: { transactions: [] } },
      { chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ).network,
  ).toBe('Solana (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp)')
  const typed = {
    primaryType: 'Permit',
    domain: { name: 'USDC', chainId: 10 },
    message: {},
    types: {},
  }
  expect(
    describeRequest({ method: 'eth_signTypedData_v4', params: [address, typed] }, { chain: 1 })
      .network,
  ).toBe('OP Mainnet (chain 10)')
})
