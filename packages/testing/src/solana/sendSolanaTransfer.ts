import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { signSolanaTransaction } from './signSolanaTransaction.js'
import type { SolanaDevAccount } from './solanaDevAccounts.js'

export type SendSolanaTransferParameters = {
  rpcUrl: string
  from: SolanaDevAccount
  to: string
  /** In base units: lamports, or the token's smallest unit. */
  amount: bigint
  /** The SPL token's mint (classic token program); absent for SOL. */
  mint?: string | undefined
  decimals?: number | undefined
}

/**
 * Sends SOL, or an SPL token between associated token accounts (creating the receiver's), from a
 * dev account through a chain's JSON-RPC, as a wallet would; resolves with the signature once the
 * node accepted it (the local chain executes it at once).
 *
 * @example
 * await sendSolanaTransfer({ rpcUrl: chain.rpcUrl, from: solanaDevAccounts.wallet, to, amount: 1_500_000n, mint: solanaDevTokens.usd.address, decimals: 6 })
 */
export async function sendSolanaTransfer({
  rpcUrl,
  from,
  to,
  amount,
  mint,
  decimals = 0,
}: SendSolanaTransferParameters): Promise<string> {
  const sender = createNoopSigner(address(from.address))
  const instructions: Instruction[] = []
  if (mint) {
    const [source] = await findAssociatedTokenPda({
      owner: sender.address,
      mint: address(mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: address(to),
      mint: address(mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: sender,
        ata: destination,
        owner: address(to),
        mint: address(mint),
      }),
      getTransferCheckedInstruction({
        source,
        mint: address(mint),
        destination,
        authority: sender,
        amount,
        decimals,
      }),
    )
  } else {
    instructions.push(
      getTransferSolInstruction({ source: sender, destination: address(to), amount }),
    )
  }
  const { value } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
    rpcUrl,
    'getLatestBlockhash',
    [{ commitment: 'confirmed' }],
  )
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(sender, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: value.blockhash as never,
          lastValidBlockHeight: BigInt(value.lastValidBlockHeight),
        },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const wire = Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
  const signed = signSolanaTransaction(wire, from.seed)
  return rpc<string>(rpcUrl, 'sendTransaction', [
    getBase64Decoder().decode(signed),
    { encoding: 'base64' },
  ])
}

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}
