import type { TokenBalance } from '@airlock/blockchain-api'
import { formatUnits } from 'viem'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { tokenIconUrl } from '../http/tokenIconUrl.js'
import type { SolanaRuntime } from './solanaRuntime.js'

/** The classic SPL Token program and Token-2022: an account's tokens live under either. */
const tokenPrograms = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

const lamportsSchema = z.object({ value: z.number().int().nonnegative() })

const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      pubkey: z.string(),
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({ amount: z.string(), decimals: z.number().int() }),
            }),
          }),
        }),
      }),
    }),
  ),
})

/**
 * SOL and the SPL tokens `owner` holds on one Solana network, with prices: the configured tokens
 * always (zero when not held), any other mint it holds as 'Unknown token'. Amounts are summed per
 * mint over the owner's token accounts, as integers.
 */
export async function getSolanaBalances(
  context: ServerContext,
  network: SolanaRuntime,
  owner: string,
): Promise<TokenBalance[]> {
  const [lamports, ...perProgram] = await Promise.all([
    network.rpc('getBalance', [owner, { commitment: 'confirmed' }], lamportsSchema),
    ...tokenPrograms.map((programId) =>
      network.rpc(
        'getTokenAccountsByOwner',
        [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
        tokenAccountsSchema,
      ),
    ),
  ])
  const held = new Map<string, { amount: bigint; decimals: number }>()
  const seen = new Set<string>()
  for (const { value } of perProgram) {
    for (const { pubkey, account } of value) {
      // A node that does not filter by program answers the same accounts twice.
      if (seen.has(pubkey)) continue
      seen.add(pubkey)
      const { mint, tokenAmount } = account.data.parsed.info
      const sum = held.get(mint)?.amount ?? 0n
      held.set(mint, { amount: sum + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
    }
  }
  const mints = [...new Set([...network.tokens.keys(), ...held.keys()])]
  const prices = await context.prices.getUsdPrices([
    { chainId: network.caipId, address: 'native', symbol: 'SOL' },
    ...mints.map((mint) => ({
      chainId: network.caipId,
      address: mint,
      symbol: network.tokens.get(mint)?.symbol ?? '',
    })),
  ])
  const entry = (
    info: { name: string; symbol: string; decimals: number },
    amount: bigint,
    price: number | undefined,
    mint?: string,
  ): TokenBalance => {
    const numeric = formatUnits(amount, info.decimals)
    return {
      name: info.name,
      symbol: info.symbol,
      chainId: network.caipId,
      ...(mint ? { address: `${network.caipId}:${mint}` as const } : {}),
      value: Number(numeric) * (price ?? 0),
      price: price ?? 0,
      quantity: { decimals: String(info.decimals), numeric },
      iconUrl: tokenIconUrl(context, info.symbol),
    }
  }
  return [
    entry({ name: 'Solana', symbol: 'SOL', decimals: 9 }, BigInt(lamports.value), prices[0]),
    ...mints.map((mint, index) => {
      const holding = held.get(mint)
      const info = network.tokens.get(mint) ?? {
        name: 'Unknown token',
        symbol: mint.slice(0, 4),
        decimals: holding?.decimals ?? 0,
      }
      return entry(info, holding?.amount ?? 0n, prices[index + 1], mint)
    }),
  ]
}
