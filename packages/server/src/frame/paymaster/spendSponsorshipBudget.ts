import type { Storage } from '../../storage/types.js'

export type SpendSponsorshipBudgetParameters = {
  userId: string
  chainId: number
  /** The operation's highest cost in wei: all its gas at `maxFeePerGas`. */
  maxCost: bigint
  /** Operations per user per UTC day. */
  dailyOperations: number
  /** Wei per user per UTC day; none: no limit besides the count. */
  dailyMaxCostWei?: bigint | undefined
}

/**
 * Counts one sponsored operation against the user's budget of the UTC day on the chain, in the
 * server's storage (shared by every instance): true when it fits, false (nothing counted) once
 * the day's operations or wei are spent. The check and the count are one statement, so parallel
 * requests cannot overspend.
 */
export async function spendSponsorshipBudget(
  storage: Storage,
  parameters: SpendSponsorshipBudgetParameters,
): Promise<boolean> {
  const { dailyMaxCostWei, maxCost } = parameters
  if (parameters.dailyOperations < 1) return false
  if (dailyMaxCostWei !== undefined && maxCost > dailyMaxCostWei) return false
  const day = new Date().toISOString().slice(0, 10)
  const rows = await storage.query(
    `insert into frame_sponsorships as spent (user_id, chain_id, day, operations, max_cost)
     values ($1, $2, $3, 1, $4::numeric)
     on conflict (user_id, chain_id, day) do update
       set operations = spent.operations + 1, max_cost = spent.max_cost + excluded.max_cost
       where spent.operations < $5
         and ($6::numeric is null or spent.max_cost + excluded.max_cost <= $6::numeric)
     returning operations`,
    [
      parameters.userId,
      parameters.chainId,
      day,
      maxCost.toString(),
      parameters.dailyOperations,
      dailyMaxCostWei?.toString() ?? null,
    ],
  )
  return rows.length > 0
}
