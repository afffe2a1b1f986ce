import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import { parseSolanaMessage } from '../custody/solanaMessage.js'
import { parseSolanaTransaction } from '../custody/solanaTransaction.js'
import { requestJsonRpc } from './requestJsonRpc.js'

/** One balance of the account, before the transaction and as the simulation leaves it. */
export type SolanaBalanceChange = {
  /** SOL (lamports), or an SPL token of `mint` held in one of the account's token accounts. */
  asset: { kind: 'sol' } | { kind: 'spl'; mint: string }
  decimals: number
  /** In the asset's smallest unit. */
  before: bigint
  after: bigint
}

/**
 * What `simulateTransaction` says of a Solana transaction for the account:
 * - `success`: each of its balances that changes (SOL including the fee, SPL tokens);
 * - `failed`: the transaction would fail, with the node's error;
 * - `unavailable`: no simulation (no node, a node without it, a timeout, an answer not understood).
 */
export type SolanaSimulation =
  | { status: 'success'; changes: SolanaBalanceChange[] }
  | { status: 'failed'; error: string }
  | { status: 'unavailable' }

export type SimulateSolanaBalancesParameters = {
  /** The chain's node (the dapp's, named by the request). */
  rpcUrl: string
  /** The transaction as the request carries it (base58 wire bytes, unsigned or not). */
  transaction: Uint8Array
  /** The account whose balances are shown (base58). */
  account: string
  /** Default: 3,000 ms. */
  timeoutMs?: number | undefined
}

/** The most accounts read: a transaction's own keys rarely pass a dozen. */
const maxAccounts = 24

const tokenInfo = z.looseObject({
  mint: z.string(),
  owner: z.string(),
  tokenAmount: z.looseObject({ amount: z.string(), decimals: z.number() }),
})
const accountSchema = z.nullable(
  z.looseObject({
    lamports: z.number(),
    data: z.unknown(),
  }),
)
const accountsSchema = z.array(accountSchema)
const simulationSchema = z.looseObject({
  value: z.looseObject({ err: z.unknown(), accounts: z.nullable(accountsSchema) }),
})
const multipleSchema = z.looseObject({ value: accountsSchema })

type AccountAnswer = z.infer<typeof accountSchema>

/** An SPL token account's mint, owner and amount, from a jsonParsed answer. */
function readToken(account: AccountAnswer | undefined) {
  const parsed = (account?.data as { parsed?: { type?: unknown; info?: unknown } } | undefined)
    ?.parsed
  if (parsed?.type !== 'account') return undefined
  const info = tokenInfo.safeParse(parsed.info)
  return info.success ? info.data : undefined
}

/**
 * Simulates a Solana transaction on `rpcUrl` (`simulateTransaction`, signatures unchecked, the
 * blockhash replaced, `accounts` read after it in jsonParsed) and compares the account's balances
 * with the current ones (`getMultipleAccounts`), in one batch: its SOL, and each SPL token account
 * of the transaction that the account owns. Advisory: it never throws and never waits past
 * `timeoutMs`.
 *
 * @example
 * const simulation = await simulateSolanaBalances({ rpcUrl, transaction, account })
 * // { status: 'success', changes: [{ asset: { kind: 'sol' }, decimals: 9, before: 2_000_000_000n, after: 1_499_995_000n }] }
 */
export async function simulateSolanaBalances(
  parameters: SimulateSolanaBalancesParameters,
): Promise<SolanaSimulation> {
  const { rpcUrl, transaction, account, timeoutMs = 3_000 } = parameters
  let keys: string[]
  try {
    const { message } = parseSolanaTransaction(transaction)
    const { accountKeys, instructions } = parseSolanaMessage(message)
    const programs = new Set(instructions.map(({ programId }) => programId))
    keys = [account, ...accountKeys.filter((key) => key !== account && !programs.has(key))].slice(
      0,
      maxAccounts,
    )
  } catch {
    return { status: 'unavailable' }
  }
  let answers: Awaited<ReturnType<typeof requestJsonRpc>>
  try {
    answers = await requestJsonRpc(
      rpcUrl,
      [
        { method: 'getMultipleAccounts', params: [keys, { encoding: 'jsonParsed' }] },
        {
          method: 'simulateTransaction',
          params: [
            base64.encode(transaction),
            {
              encoding: 'base64',
              sigVerify: false,
              replaceRecentBlockhash: true,
              accounts: { addresses: keys, encoding: 'jsonParsed' },
            },
          ],
        },
      ],
      AbortSignal.timeout(timeoutMs),
    )
  } catch {
    return { status: 'unavailable' }
  }
  const current = multipleSchema.safeParse(answers[0]?.result)
  const simulated = simulationSchema.safeParse(answers[1]?.result)
  if (!current.success || !simulated.success) return { status: 'unavailable' }
  const { err, accounts } = simulated.data.value
  if (err !== null && err !== undefined)
    return { status: 'failed', error: typeof err === 'string' ? err : JSON.stringify(err) }
  if (!accounts || accounts.length !== keys.length) return { status: 'unavailable' }
  const changes: SolanaBalanceChange[] = []
  const [before, after] = [current.data.value[0], accounts[0]]
  const sol = { before: BigInt(before?.lamports ?? 0), after: BigInt(after?.lamports ?? 0) }
  if (sol.before !== sol.after) changes.push({ asset: { kind: 'sol' }, decimals: 9, ...sol })
  keys.forEach((_, index) => {
    const [was, will] = [readToken(current.data.value[index]), readToken(accounts[index])]
    const token = will ?? was
    if (!token || token.owner !== account) return
    const amounts = {
      before: BigInt(was?.tokenAmount.amount ?? 0),
      after: BigInt(will?.tokenAmount.amount ?? 0),
    }
    if (amounts.before === amounts.after) return
    changes.push({
      asset: { kind: 'spl', mint: token.mint },
      decimals: token.tokenAmount.decimals,
      ...amounts,
    })
  })
  return { status: 'success', changes }
}
