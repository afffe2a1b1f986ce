import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { getFreePort } from '../devnet/freePort.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'
import { solanaDevAccounts, solanaDevTokens, solanaLocalGenesisHash } from './solanaDevAccounts.js'
import { type SolanaChain, startSolanaChain } from './startSolanaChain.js'

let chain: SolanaChain
beforeAll(async () => {
  chain = await startSolanaChain({ port: await getFreePort() })
})
afterAll(() => chain?.close())

/** A SOL transfer from the dev wallet, as its wire bytes: unsigned (its signature is zeros). */
async function unsignedSolTransfer(to: string, amount: bigint): Promise<Uint8Array> {
  const rpc = createSolanaRpc(chain.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const wallet = createNoopSigner(address(solanaDevAccounts.wallet.address))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(wallet.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: wallet, destination: address(to), amount }),
        m,
      ),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}

async function rawRpc(method: string, params: unknown[]) {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

async function transferSol(to: string, amount: bigint) {
  const rpc = createSolanaRpc(chain.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const wallet = createNoopSigner(address(solanaDevAccounts.wallet.address))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(wallet.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: wallet, destination: address(to), amount }),
        m,
      ),
  )
  const wire = Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
  const signed = signSolanaTransaction(wire, solanaDevAccounts.wallet.seed)
  return rpc
    .sendTransaction(getBase64Decoder().decode(signed) as never, { encoding: 'base64' })
    .send()
}

describe('the local Solana chain', () => {
  it('is seeded with funded accounts and two SPL tokens', async () => {
    const rpc = createSolanaRpc(chain.rpcUrl)
    expect(await rpc.getGenesisHash().send()).toBe(solanaLocalGenesisHash)
    const { value } = await rpc.getBalance(address(solanaDevAccounts.wallet.address)).send()
    expect(value).toBe(100_000_000_000n)
    const tokens = await rpc
      .getTokenAccountsByOwner(
        address(solanaDevAccounts.wallet.address),
        { programId: address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') },
        { encoding: 'jsonParsed' },
      )
      .send()
    const amounts = Object.fromEntries(
      tokens.value.map((entry) => {
        const info = (
          entry.account.data as {
            parsed: {
              info: { mint: string; tokenAmount: { uiAmountString: string; decimals: number } }
            }
          }
        ).parsed.info
        return [info.mint, `${info.tokenAmount.uiAmountString}/${info.tokenAmount.decimals}`]
      }),
    )
    expect(amounts).toEqual({
      [solanaDevTokens.usd.address]: '1000/6',
      [solanaDevTokens.gold.address]: '250/9',
    })
    expect(
      chain.getTokenBalance(solanaDevAccounts.receiver.address, solanaDevTokens.usd.address),
    ).toBe(5_000_000n)
  })

  it('executes a signed transfer, confirms it over the WebSocket and keeps it for history', async () => {
    const before = chain.getBalance(solanaDevAccounts.fresh.address)
    const socket = new WebSocket(chain.wsUrl)
    await new Promise((resolve) => socket.once('open', resolve))
    const signature = await transferSol(solanaDevAccounts.fresh.address, 1_500_000_000n)
    const notified = new Promise<unknown>((resolve) =>
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString())
        if (message.method === 'signatureNotification') resolve(message.params.result.value)
      }),
    )
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature] }),
    )
    expect(await notified).toEqual({ err: null })
    socket.close()
    expect(chain.getBalance(solanaDevAccounts.fresh.address) - before).toBe(1_500_000_000n)

    const rpc = createSolanaRpc(chain.rpcUrl)
    const list = await rpc.getSignaturesForAddress(address(solanaDevAccounts.fresh.address)).send()
    expect(list[0]?.signature).toBe(signature)
    const transaction = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.meta?.err).toBeNull()
    expect(transaction?.transaction.message.accountKeys).toContain(solanaDevAccounts.fresh.address)
  })

  it('simulates an unsigned transaction (sigVerify off, as Solana’s default) and answers the accounts asked for as they would be after it, changing nothing', async () => {
    const { wallet, receiver } = solanaDevAccounts
    const [walletBefore, receiverBefore] = [
      chain.getBalance(wallet.address),
      chain.getBalance(receiver.address),
    ]
    const wire = await unsignedSolTransfer(receiver.address, 500_000_000n)
    const { result, error } = await rawRpc('simulateTransaction', [
      getBase64Decoder().decode(wire),
      {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
        accounts: { addresses: [wallet.address, receiver.address], encoding: 'base64' },
      },
    ])
    expect(error).toBeUndefined()
    const { value } = result as {
      value: { err: unknown; accounts: ({ lamports: number; owner: string } | null)[] }
    }
    expect(value.err).toBeNull()
    // The sender pays the amount and the fee (5,000 lamports for one signature).
    expect(value.accounts.map((account) => account?.lamports)).toEqual([
      Number(walletBefore - 500_000_000n - 5_000n),
      Number(receiverBefore + 500_000_000n),
    ])
    expect(value.accounts[0]?.owner).toBe('11111111111111111111111111111111')
    expect(chain.getBalance(wallet.address)).toBe(walletBefore)
    expect(chain.getBalance(receiver.address)).toBe(receiverBefore)
  })

  it('simulates with accounts in jsonParsed: a token account as the token program reads it; an account that does not exist is null', async () => {
    const { wallet, receiver } = solanaDevAccounts
    const [walletUsd] = await findAssociatedTokenPda({
      owner: address(wallet.address),
      mint: address(solanaDevTokens.usd.address),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const { result } = await rawRpc('simulateTransaction', [
      getBase64Decoder().decode(await unsignedSolTransfer(receiver.address, 1n)),
      {
        encoding: 'base64',
        accounts: {
          addresses: [walletUsd, '1nc1nerator11111111111111111111111111111111'],
          encoding: 'jsonParsed',
        },
      },
    ])
    const { value } = result as {
      value: { accounts: ({ data: { parsed: { info: unknown } } } | null)[] }
    }
    expect(value.accounts[0]?.data.parsed.info).toMatchObject({
      mint: solanaDevTokens.usd.address,
      owner: wallet.address,
      tokenAmount: { amount: '1000000000', decimals: 6 },
    })
    expect(value.accounts[1]).toBeNull()
  })

  it('a simulation that fails says why, with no accounts', async () => {
    const { result } = await rawRpc('simulateTransaction', [
      getBase64Decoder().decode(
        await unsignedSolTransfer(solanaDevAccounts.fresh.address, 10n ** 15n),
      ),
      {
        encoding: 'base64',
        accounts: { addresses: [solanaDevAccounts.wallet.address], encoding: 'base64' },
      },
    ])
    const { value } = result as { value: { err: unknown; accounts: unknown } }
    expect(value.err).not.toBeNull()
    expect(value.accounts).toBeNull()
  })

  it('rejects a transaction that fails in preflight, with its logs', async () => {
    await expect(transferSol(solanaDevAccounts.fresh.address, 10n ** 15n)).rejects.toThrow()
  })

  it('can drop a transaction: the signature comes back, its status never does', async () => {
    chain.dropNextTransaction()
    const before = chain.getBalance(solanaDevAccounts.fresh.address)
    const signature = await transferSol(solanaDevAccounts.fresh.address, 1_000_000n)
    const rpc = createSolanaRpc(chain.rpcUrl)
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    expect(value[0]).toBeNull()
    expect(chain.getBalance(solanaDevAccounts.fresh.address)).toBe(before)
  })
})
