import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { simulateSolanaBalances } from './simulateSolanaBalances.js'

// The RPC's side (the local LiteSVM chain's `simulateTransaction` with `accounts`) is tested in
// @airlock/testing; here a node on loopback answers as Solana's JSON-RPC does.
const wallet = 'E6mSZ5qzCzJv7t3nYaPGLG9X1sXB5cRXuemAZbm3fDr1'
const receiver = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const usdMint = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
const walletUsd = '7UX2i7SucgLMQcfZ75s3VXmZZY4YRUyJN9X1RgfMoDUi'
const systemProgram = '11111111111111111111111111111111'

/** An unsigned legacy transaction: `keys` (the payer first), one instruction of the last key. */
function unsignedTransaction(keys: string[]): Uint8Array {
  const message = [
    1,
    0,
    1,
    keys.length,
    ...keys.flatMap((key) => [...base58.decode(key)]),
    ...new Uint8Array(32),
    1,
    keys.length - 1,
    2,
    0,
    1,
    12,
    2,
    0,
    0,
    0,
    ...new Uint8Array(8),
  ]
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}

const lamports = (value: number) => ({
  lamports: value,
  owner: systemProgram,
  data: ['', 'base64'],
})
const tokenAccount = (amount: string) => ({
  lamports: 2_039_280,
  owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  data: {
    program: 'spl-token',
    parsed: {
      type: 'account',
      info: { mint: usdMint, owner: wallet, tokenAmount: { amount, decimals: 6 } },
    },
  },
})

type Call = { id: number; method: string; params: unknown[] }

/** A node that answers each call of a batch with `answer(call)`, or never; it keeps the calls. */
async function startNode(answer: ((call: Call) => unknown) | 'never') {
  const calls: Call[] = []
  const server: Server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      if (answer === 'never') return
      const body = JSON.parse(text) as Call | Call[]
      const batch = Array.isArray(body) ? body : [body]
      calls.push(...batch)
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          batch.map((call) => ({ jsonrpc: '2.0', id: call.id, ...(answer(call) as object) })),
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    stop: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

describe('simulateSolanaBalances', () => {
  test('a SOL transfer: the account’s lamports now and after the simulation (fee included); one batch, the simulation unsigned', async () => {
    const node = await startNode((call) =>
      call.method === 'getMultipleAccounts'
        ? { result: { context: { slot: 1 }, value: [lamports(2_000_000_000), null] } }
        : {
            result: {
              context: { slot: 1 },
              value: {
                err: null,
                accounts: [lamports(1_499_995_000), lamports(500_000_000)],
              },
            },
          },
    )
    try {
      const transaction = unsignedTransaction([wallet, receiver, systemProgram])
      const simulation = await simulateSolanaBalances({
        rpcUrl: node.rpcUrl,
        transaction,
        account: wallet,
      })
      expect(simulation).toEqual({
        status: 'success',
        changes: [
          { asset: { kind: 'sol' }, decimals: 9, before: 2_000_000_000n, after: 1_499_995_000n },
        ],
      })
      // The program is not read; the account first.
      expect(node.calls.map(({ method }) => method)).toEqual([
        'getMultipleAccounts',
        'simulateTransaction',
      ])
      expect(node.calls[0]?.params).toEqual([[wallet, receiver], { encoding: 'jsonParsed' }])
      expect(node.calls[1]?.params[1]).toEqual({
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
        accounts: { addresses: [wallet, receiver], encoding: 'jsonParsed' },
      })
    } finally {
      node.stop()
    }
  })

  test('an SPL transfer: the account’s token account before and after, with the mint and decimals', async () => {
    const node = await startNode((call) =>
      call.method === 'getMultipleAccounts'
        ? { result: { value: [lamports(1_000_000_000), tokenAccount('1000000000'), null] } }
        : {
            result: {
              value: {
                err: null,
                accounts: [lamports(999_995_000), tokenAccount('998500000'), null],
              },
            },
          },
    )
    try {
      const simulation = await simulateSolanaBalances({
        rpcUrl: node.rpcUrl,
        transaction: unsignedTransaction([wallet, walletUsd, receiver, systemProgram]),
        account: wallet,
      })
      expect(simulation).toEqual({
        status: 'success',
        changes: [
          { asset: { kind: 'sol' }, decimals: 9, before: 1_000_000_000n, after: 999_995_000n },
          {
            asset: { kind: 'spl', mint: usdMint },
            decimals: 6,
            before: 1_000_000_000n,
            after: 998_500_000n,
          },
        ],
      })
    } finally {
      node.stop()
    }
  })

  test('a transaction that would fail says why; a node without the method or silent is no simulation', async () => {
    const failing = await startNode((call) =>
      call.method === 'getMultipleAccounts'
        ? { result: { value: [lamports(1), null] } }
        : { result: { value: { err: { InstructionError: [0, { Custom: 1 }] }, accounts: null } } },
    )
    const lacking = await startNode(() => ({
      error: { code: -32601, message: 'Method not found' },
    }))
    const silent = await startNode('never')
    const transaction = unsignedTransaction([wallet, receiver, systemProgram])
    try {
      await expect(
        simulateSolanaBalances({ rpcUrl: failing.rpcUrl, transaction, account: wallet }),
      ).resolves.toEqual({ status: 'failed', error: '{"InstructionError":[0,{"Custom":1}]}' })
      await expect(
        simulateSolanaBalances({ rpcUrl: lacking.rpcUrl, transaction, account: wallet }),
      ).resolves.toEqual({ status: 'unavailable' })
      const started = Date.now()
      await expect(
        simulateSolanaBalances({
          rpcUrl: silent.rpcUrl,
          transaction,
          account: wallet,
          timeoutMs: 300,
        }),
      ).resolves.toEqual({ status: 'unavailable' })
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      failing.stop()
      lacking.stop()
      silent.stop()
    }
  })
})
