import { type Address, erc20Abi, erc721Abi } from 'viem'
import type { ChainRuntime } from '../../chains/chainRuntime.js'
import type { Storage } from '../../storage/types.js'

export type TokenDescription = {
  address: string
  kind: 'erc20' | 'erc721' | 'erc1155'
  name: string
  symbol: string
  decimals: number
}

/**
 * Name, symbol and decimals of token contracts, read on chain once and kept in `token_contracts`
 * (the table the built-in indexer fills), so every driver describes a token the same way.
 */
export async function describeTokens(
  storage: Storage,
  chain: ChainRuntime,
  contracts: ReadonlyMap<string, TokenDescription['kind']>,
): Promise<Map<string, TokenDescription>> {
  const described = new Map<string, TokenDescription>()
  if (contracts.size === 0) return described
  const known = await storage.query<TokenDescription>(
    `select address, kind, name, symbol, decimals from token_contracts
     where chain_id = $1 and address = any($2)`,
    [chain.config.id, [...contracts.keys()]],
  )
  for (const row of known) described.set(row.address, { ...row, decimals: Number(row.decimals) })
  const missing = [...contracts].filter(([address]) => !described.has(address))
  const read = await Promise.all(
    missing.map(async ([address, kind]): Promise<TokenDescription> => {
      const call = <result>(functionName: 'name' | 'symbol' | 'decimals', fallback: result) =>
        chain.client
          .readContract({
            address: address as Address,
            // ERC-1155 defines no name or symbol; many collections add ERC-721's.
            abi: kind === 'erc20' ? erc20Abi : erc721Abi,
            functionName: functionName as 'name',
          })
          .then((value) => value as result)
          .catch(() => fallback)
      const [name, symbol, decimals] = await Promise.all([
        call('name', 'Unknown token'),
        call('symbol', '???'),
        kind === 'erc20' ? call('decimals', 18) : Promise.resolve(0),
      ])
      return { address, kind, name, symbol, decimals: Number(decimals) }
    }),
  )
  for (const token of read) {
    await storage.query(
      `insert into token_contracts (chain_id, address, kind, name, symbol, decimals)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [chain.config.id, token.address, token.kind, token.name, token.symbol, token.decimals],
    )
    described.set(token.address, token)
  }
  return described
}
