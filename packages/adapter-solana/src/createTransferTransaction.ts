import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
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
import { type SolanaRpcTarget, solanaRpc } from './solanaRpc.js'

export type CreateTransferTransactionParameters = {
  /** The network's RPC URL, or its route with the URL behind. */
  rpc: SolanaRpcTarget
  from: string
  to: string
  /** In base units (lamports, or the token's smallest unit): integers only, never floats. */
  amount: bigint
  /** The SPL token's mint; absent for SOL. */
  mint?: string | undefined
  /** The token's decimals (transferChecked checks them). */
  decimals?: number | undefined
  /** The token program owning the mint. Default: the classic SPL Token program. */
  tokenProgram?: string | undefined
}

/**
 * An unsigned transfer as wire bytes (a v0 transaction): SOL through the System program, or an SPL
 * token with transferChecked between associated token accounts, creating the receiver's when it
 * does not exist yet (the sender pays its rent).
 */
export async function createTransferTransaction({
  rpc,
  from,
  to,
  amount,
  mint,
  decimals = 0,
  tokenProgram = TOKEN_PROGRAM_ADDRESS,
}: CreateTransferTransactionParameters): Promise<Uint8Array> {
  const sender = createNoopSigner(address(from))
  const instructions: Instruction[] = []
  if (mint) {
    const program = address(tokenProgram)
    const [source] = await findAssociatedTokenPda({
      owner: sender.address,
      mint: address(mint),
      tokenProgram: program,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: address(to),
      mint: address(mint),
      tokenProgram: program,
    })
    const existing = await solanaRpc<{ value: unknown }>(rpc, 'getAccountInfo', [
      destination,
      { encoding: 'base64' },
    ])
    if (!existing.value) {
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: sender,
          ata: destination,
          owner: address(to),
          mint: address(mint),
          tokenProgram: program,
        }),
      )
    }
    instructions.push(
      getTransferCheckedInstruction(
        { source, mint: address(mint), destination, authority: sender, amount, decimals },
        { programAddress: program },
      ),
    )
  } else {
    instructions.push(
      getTransferSolInstruction({ source: sender, destination: address(to), amount }),
    )
  }
  const { value: blockhash } = await solanaRpc<{
    value: { blockhash: string; lastValidBlockHeight: number }
  }>(rpc, 'getLatestBlockhash', [{ commitment: 'confirmed' }])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(sender, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash.blockhash as never,
          lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight),
        },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}
