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
