import { describe, expect, test } from 'vitest'
import { loadFrameMessages } from '../messages/loadFrameMessages.js'
import type { FrameRpcRequest } from '../protocol/rpc.js'
import { describeRequest } from '../site/describeRequest.js'
import { decodeCallRisks } from './decodeCallRisks.js'
import { decodeTypedDataRisks } from './decodeTypedDataRisks.js'
import type { RequestPreview } from './previewRequest.js'
import type { AssetChange } from './readTransferLogs.js'
import type { Simulation } from './simulateAssetChanges.js'
import type { Risk } from './types.js'

const ausd = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const air = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'
const pool = '0x0AE19C8ec0c46412197552784d36A6296aA1f1eF'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const router = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'
const tokens = new Map([
  [ausd, { symbol: 'AUSD', decimals: 6 }],
  [air, { symbol: 'AIR', decimals: 18 }],
] as const)

const sendTransaction = (data: string, to = ausd): FrameRpcRequest => ({
  method: 'eth_sendTransaction',
  params: [{ from: recipient, to, data }],
})
const transfer10 = `0xa9059cbb000000000000000000000000${recipient.slice(2)}${10_000_000n.toString(16).padStart(64, '0')}`
const approveMax = `0x095ea7b3000000000000000000000000${permit2.slice(2)}${'f'.repeat(64)}`

/** A simulation's outcome, before its tokens are read. */
type Outcome = Simulation extends infer each
  ? each extends unknown
    ? Omit<each, 'tokens'>
    : never
  : never

const withSimulation = (simulation: Outcome, risks: Risk[] = []): RequestPreview => ({
  risks,
  simulation: { ...simulation, tokens } as Simulation,
  tokens,
})

describe('describeRequest with a preview', () => {
  test('an ERC-20 transfer: "You send −10 AUSD" to the recipient, before the request rows', () => {
    const { rows } = describeRequest(sendTransaction(transfer10), {
      chain: 31337,
      fee: 21_000n,
      preview: withSimulation({
        status: 'success',
        gasUsed: 34_000n,
        changes: [
          {
            direction: 'out',
            asset: { kind: 'erc20', address: ausd },
            amount: 10_000_000n,
            counterparty: recipient,
          },
        ],
      }),
    })
    expect(rows[0]).toEqual({
      label: 'You send',
      value: `−10 AUSD (0xCf7E…0Fc9) to ${recipient}`,
    })
    expect(rows.slice(1).map((row) => row.label)).toEqual(['To', 'Value', 'Data', 'Network fee'])
  })

  test('a token the server prices shows its worth in the brackets, before its contract; one it does not, its amount alone', () => {
    const changes: AssetChange[] = [
      {
        direction: 'out',
        asset: { kind: 'erc20', address: ausd },
        amount: 10_000_000n,
        counterparty: recipient,
      },
      {
        direction: 'in',
        asset: { kind: 'erc20', address: air },
        amount: 2n * 10n ** 18n,
        counterparty: pool,
      },
    ]
    const { rows } = describeRequest(sendTransaction('0x12345678', pool), {
      chain: 31337,
      preview: {
        ...withSimulation({ status: 'success', gasUsed: 90_000n, changes }),
        tokenPricesUsd: new Map([[ausd, 1]]),
      },
    })
    expect(rows.slice(0, 2).map((row) => row.value)).toEqual([
      `−10 AUSD ($10.00, 0xCf7E…0Fc9) to ${recipient}`,
      `+2 AIR (0xDc64…F6C9) from ${pool}`,
    ])
  })

  test('a swap: what leaves and what enters, the native coin with its USD value', () => {
    const { rows } = describeRequest(sendTransaction('0x12345678', pool), {
      chain: 31337,
      nativePriceUsd: 3000,
      preview: withSimulation({
        status: 'success',
        gasUsed: 90_000n,
        changes: [
          {
            direction: 'out',
            asset: { kind: 'native' },
            amount: 500_000_000_000_000_000n,
            counterparty: pool,
          },
          {
            direction: 'in',
            asset: { kind: 'erc20', address: air },
            amount: 1_234_500_000_000_000_000n,
            counterparty: pool,
          },
          {
            direction: 'in',
            asset: { kind: 'erc721', address: pool, tokenId: 7n },
            amount: 1n,
            counterparty: pool,
          },
        ],
      }),
    })
    expect(rows.slice(0, 3)).toEqual([
      { label: 'You send', value: `−0.5 ETH ($1,500.00) to ${pool}` },
      { label: 'You receive', value: `+1.2345 AIR (0xDc64…F6C9) from ${pool}` },
      { label: 'You receive', value: `+1 #7 (0x0AE1…f1eF) from ${pool}` },
    ])
  })

  test('a transfer to a contract with no code history: a warning naming it, then the change', () => {
    const { rows } = describeRequest(sendTransaction('0x', pool), {
      chain: 31337,
      preview: withSimulation({
        status: 'success',
        gasUsed: 21_000n,
        changes: [
          {
            direction: 'out',
            asset: { kind: 'native' },
            amount: 100_000_000_000_000_000n,
            counterparty: pool,
          },
          {
            direction: 'out',
            asset: { kind: 'erc20', address: ausd },
            amount: 10_000_000n,
            counterparty: pool,
          },
        ],
        contractsWithoutHistory: [pool],
      }),
    })
    expect(rows.slice(0, 3)).toEqual([
      {
        label: '⚠ Warning',
        value: `${pool} is a contract with no history: created moments ago, or never used. Check it is the recipient you mean`,
      },
      { label: 'You send', value: `−0.1 ETH to ${pool}` },
      { label: 'You send', value: `−10 AUSD (0xCf7E…0Fc9) to ${pool}` },
    ])
  })

  test('an unlimited approval: a warning row first, naming the spender and the token', () => {
    const { rows } = describeRequest(sendTransaction(approveMax), {
      chain: 31337,
      preview: withSimulation(
        { status: 'success', gasUsed: 46_000n, changes: [] },
        decodeCallRisks({ to: ausd, data: approveMax }),
      ),
    })
    expect(rows.slice(0, 2)).toEqual([
      {
        label: '⚠ Warning',
        value: `Unlimited approval: ${permit2} can spend all your AUSD (0xCf7E…0Fc9)`,
      },
      { label: 'Asset changes', value: 'Nothing leaves or enters your account' },
    ])
  })

  test('a limited approval is a plain row with the amount', () => {
    const data = `0x095ea7b3000000000000000000000000${permit2.slice(2)}${5_000_000n.toString(16).padStart(64, '0')}`
    const { rows } = describeRequest(sendTransaction(data), {
      preview: withSimulation(
        { status: 'success', gasUsed: 46_000n, changes: [] },
        decodeCallRisks({ to: ausd, data }),
      ),
    })
    expect(rows[0]).toEqual({
      label: 'Approval',
      value: `${permit2} can spend 5 AUSD (0xCf7E…0Fc9)`,
    })
  })

  test('a simulation that reverts: the warning with its reason; a refused one with the node’s', () => {
    const reverted = describeRequest(sendTransaction(transfer10), {
      preview: withSimulation({
        status: 'reverted',
        gasUsed: 25_000n,
        callIndex: 0,
        reason: { kind: 'message', message: 'UniswapV2Router: EXPIRED' },
      }),
    })
    expect(reverted.rows[0]).toEqual({
      label: '⚠ Warning',
      value: 'This transaction will fail: UniswapV2Router: EXPIRED',
    })
    const custom = describeRequest(sendTransaction(transfer10), {
      preview: withSimulation({
        status: 'reverted',
        gasUsed: 25_000n,
        callIndex: 0,
        reason: { kind: 'custom', selector: '0xdeadbeef' },
      }),
    })
    expect(custom.rows[0]?.value).toBe('This transaction will fail: error 0xdeadbeef')
    const refused = describeRequest(sendTransaction(transfer10), {
      preview: withSimulation({ status: 'rejected', message: 'Insufficient funds' }),
    })
    expect(refused.rows[0]?.value).toBe('This transaction will fail: Insufficient funds')
  })

  test('no simulation: one line says so, and the rest is as without a preview', () => {
    const request = sendTransaction(transfer10)
    const without = describeRequest(request, { chain: 31337, fee: 21_000n })
    const { rows } = describeRequest(request, {
      chain: 31337,
      fee: 21_000n,
      preview: withSimulation({ status: 'unavailable', cause: 'unsupported' }),
    })
    expect(rows).toEqual([
      {
        label: 'Asset changes',
        value: 'No preview: the network could not simulate this transaction',
      },
      ...without.rows,
    ])
  })

  test("a Permit2 PermitSingle signature: the warning, with the allowance's end and deadline", () => {
    const typedData = {
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: permit2 },
      primaryType: 'PermitSingle',
      message: {
        details: {
          token: ausd,
          amount: (2n ** 160n - 1n).toString(),
          expiration: 1737072000,
          nonce: 0,
        },
        spender: router,
        sigDeadline: 1734481800,
      },
    }
    const { rows } = describeRequest(
      { method: 'eth_signTypedData_v4', params: [recipient, JSON.stringify(typedData)] },
      { preview: { risks: decodeTypedDataRisks(typedData), tokens } },
    )
    expect(rows[0]).toEqual({
      label: '⚠ Warning',
      value: [
        `Signing lets ${router} spend all your AUSD (0xCf7E…0Fc9), with no limit`,
        'Until 2025-01-17 00:00 UTC',
        'Signature valid until 2024-12-18 00:30 UTC',
      ].join('\n'),
    })
    expect(rows[1]?.label).toBe('Type')
  })

  test("in the visitor's language", async () => {
    const messages = await loadFrameMessages('de')
    const { rows } = describeRequest(sendTransaction(transfer10), {
      messages,
      preview: withSimulation({
        status: 'success',
        gasUsed: 34_000n,
        changes: [
          {
            direction: 'out',
            asset: { kind: 'erc20', address: ausd },
            amount: 10_000_000n,
            counterparty: recipient,
          },
        ],
      }),
    })
    expect(rows[0]).toEqual({
      label: 'Du sendest',
      value: `−10 AUSD (0xCf7E…0Fc9) an ${recipient}`,
    })
  })
})
