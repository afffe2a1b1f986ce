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
