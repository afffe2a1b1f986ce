import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction, getTransferInstruction } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import type { RequestPreview } from '../preview/previewRequest.js'
import { describeRequest } from './describeRequest.js'
import { isSolanaTransactionMessage } from './refuseSolanaTransactionMessage.js'

// Real transactions, compiled and encoded by @solana/kit as a dapp would: the approval screen
// reads the same bytes the wallet signs.
const payer = createNoopSigner(address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'))
const receiver = address('BPFLoaderUpgradeab1e11111111111111111111111')
const mint = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')
const source = address('Sysvar1nstructions1111111111111111111111111')
const destination = address('SysvarRent111111111111111111111111111111111')

const computeUnitPrice: Instruction = {
  programAddress: address('ComputeBudget111111111111111111111111111111'),
  // SetComputeUnitPrice (3), 5000 micro-lamports, little-endian u64.
  data: Uint8Array.from([3, 0x88, 0x13, 0, 0, 0, 0, 0, 0]),
}

function wireTransaction(instructions: Instruction[], version: 0 | 'legacy'): string {
  const message = pipe(
    createTransactionMessage({ version }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' as never,
          lastValidBlockHeight: 1n,
        },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const bytes = getTransactionEncoder().encode(compileTransaction(message))
  return getBase58Decoder().decode(bytes)
}

describe('the approval of a Solana transaction shows what it does', () => {
  it.each([0, 'legacy'] as const)(
    'SOL and token transfers, and the priority fee (%s message)',
    (version) => {
      const transaction = wireTransaction(
        [
          computeUnitPrice,
          getTransferSolInstruction({
            source: payer,
            destination: receiver,
            amount: 1_500_000_000n,
          }),
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: payer,
            amount: 2_500_000n,
            decimals: 6,
          }),
          getTransferInstruction({ source, destination, authority: payer, amount: 42n }),
        ],
        version,
      )
      const description = describeRequest({
        method: 'solana_signTransaction',
        params: { transaction },
      })
      expect(description).toEqual({
        title: 'Sign transaction',
        rows: [
          { label: 'Fee payer', value: payer.address },
          { label: 'Priority fee', value: '5000 micro-lamports per compute unit' },
          { label: 'Transfer', value: `1.5 SOL to ${receiver}` },
          { label: 'Token transfer', value: `2.5 of ${mint} to ${destination}` },
          { label: 'Token transfer', value: `42 base units to ${destination}` },
        ],
      })
    },
  )

  it('with the simulation: each balance of the account that changes, before → after, first; a failing one warns; none says so', () => {
    const transaction = wireTransaction(
      [getTransferSolInstruction({ source: payer, destination: receiver, amount: 500_000_000n })],
      0,
    )
    const request = { method: 'solana_signTransaction', params: { transaction } } as const
    const preview = (solana: NonNullable<RequestPreview['solana']>): RequestPreview => ({
      risks: [],
      solana,
      tokens: new Map(),
    })
    const simulated = describeRequest(request, {
      preview: preview({
        status: 'success',
        changes: [
          { asset: { kind: 'sol' }, decimals: 9, before: 2_000_000_000n, after: 1_499_995_000n },
          { asset: { kind: 'spl', mint }, decimals: 6, before: 0n, after: 2_500_000n },
        ],
      }),
    })
    expect(simulated.rows).toEqual([
      { label: 'Balance change', value: '−0.500005 SOL (2 → 1.499995)' },
      { label: 'Balance change', value: `+2.5 ${mint} (0 → 2.5)` },
      { label: 'Fee payer', value: payer.address },
      { label: 'Transfer', value: `0.5 SOL to ${receiver}` },
    ])
    const failing = describeRequest(request, {
      preview: preview({ status: 'failed', error: 'InsufficientFundsForRent' }),
    })
    expect(failing.rows[0]).toEqual({
      label: '⚠ Warning',
      value: 'This transaction will fail: InsufficientFundsForRent',
    })
    const none = describeRequest(request, { preview: preview({ status: 'unavailable' }) })
    expect(none.rows[0]).toEqual({
      label: 'Asset changes',
      value: 'No preview: the network could not simulate this transaction',
    })
  })

  it('another program by its id, its accounts and data; unreadable bytes stay hex', () => {
    const program = address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo')
    const transaction = wireTransaction(
      [{ programAddress: program, data: Uint8Array.from([0x68, 0x69]) }],
      0,
    )
    expect(
      describeRequest({ method: 'solana_signTransaction', params: { transaction } }).rows,
    ).toEqual([
      { label: 'Fee payer', value: payer.address },
      { label: 'Program', value: `${program} (0 accounts, data 0x6869)` },
    ])

    // A message cut short after its account keys: the signer is known, the rest shows as bytes.
    const bytes = getTransactionEncoder().encode(
      compileTransaction(
        pipe(createTransactionMessage({ version: 0 }), (draft) =>
          setTransactionMessageFeePayerSigner(
            payer,
            setTransactionMessageLifetimeUsingBlockhash(
              {
                blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' as never,
                lastValidBlockHeight: 1n,
              },
              draft,
            ),
          ),
        ),
      ),
    )
    const cut = Uint8Array.from(bytes).subarray(0, bytes.length - 20)
    const rows = describeRequest({
      method: 'solana_signTransaction',
      params: { transaction: getBase58Decoder().decode(cut) },
    }).rows
    expect(rows[0]).toEqual({ label: 'Fee payer', value: payer.address })
    expect(rows[1]?.label).toBe('Transaction')
    expect(rows[1]?.value).toMatch(/^0x[0-9a-f]+$/)
  })
})

describe('F10: a message to sign is never mistaken for text, nor a transaction for a message', () => {
  const signMessage = (bytes: Uint8Array) =>
    describeRequest({
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(bytes), pubkey: payer.address },
    })

  it('UTF-8 text shows as text; other bytes are labelled unreadable, in hex', () => {
    expect(signMessage(new TextEncoder().encode('Sign in to Shop ✓')).rows).toEqual([
      { label: 'Message', value: 'Sign in to Shop ✓' },
    ])
    // Invalid UTF-8 (a lone continuation byte) is not shown as text with replacement marks.
    expect(signMessage(Uint8Array.from([0x68, 0x69, 0x80, 0xff])).rows).toEqual([
      { label: 'Unreadable bytes (hex)', value: '0x6869' + '80ff' },
    ])
    expect(signMessage(Uint8Array.from([0, 1, 2])).rows).toEqual([
      { label: 'Unreadable bytes (hex)', value: '0x000102' },
    ])
  })

  it("a transaction's message (legacy and v0) is recognised; text, a nonce and off-chain messages are not", () => {
    for (const version of [0, 'legacy'] as const) {
      const wire = wireTransaction(
        [getTransferSolInstruction({ source: payer, destination: receiver, amount: 1n })],
        version,
      )
      const bytes = Uint8Array.from(
        getTransactionEncoder().encode(
          compileTransaction(
            pipe(
              createTransactionMessage({ version }),
              (draft) => setTransactionMessageFeePayerSigner(payer, draft),
              (draft) =>
                setTransactionMessageLifetimeUsingBlockhash(
                  {
                    blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' as never,
                    lastValidBlockHeight: 1n,
                  },
                  draft,
                ),
              (draft) =>
                appendTransactionMessageInstructions(
                  [getTransferSolInstruction({ source: payer, destination: receiver, amount: 1n })],
                  draft,
                ),
            ),
          ),
        ),
      )
      expect(wire).toBe(getBase58Decoder().decode(bytes))
      const message = bytes.subarray(1 + 64)
      expect(isSolanaTransactionMessage(message)).toBe(true)
      // Bytes appended after the message do not hide it.
      expect(isSolanaTransactionMessage(Uint8Array.from([...message, 1, 2, 3]))).toBe(true)
    }
    expect(isSolanaTransactionMessage(new TextEncoder().encode('hello solana'))).toBe(false)
    expect(isSolanaTransactionMessage(crypto.getRandomValues(new Uint8Array(32)))).toBe(false)
    const offChain = Uint8Array.from([
      0xff,
      ...new TextEncoder().encode('solana offchain'),
      ...new Uint8Array(4000),
    ])
    expect(isSolanaTransactionMessage(offChain)).toBe(false)
  })
})
