import { type AccountNftsResponse, accountNftsRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import type { ServerContext } from '../context.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'
import { getNftMetadata } from '../nft/nftMetadata.js'

/** The account's ERC-721 tokens: those whose latest indexed transfer went to it. */
export function registerAccountNftsRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(fastifyPath(accountNftsRoute.path), async (request): Promise<AccountNftsResponse> => {
    const { params, query } = parseRequest(accountNftsRoute, request)
    const account = params.address.toLowerCase()
    const chain = query.chainId ? context.chains.get(query.chainId) : undefined
    if (query.chainId && !chain) return { data: [] }
    const rows = await context.storage.query<{
      chain_id: string | number
      contract: string
      token_id: string
      to_address: string
      name: string | null
      symbol: string | null
    }>(
      `select latest.chain_id, latest.contract, latest.token_id, latest.to_address, c.name, c.symbol
       from (
         select distinct on (chain_id, contract, token_id) chain_id, contract,
           token_id::text as token_id, to_address
         from transfers
         where kind = 'erc721' and (chain_id, contract, token_id) in (
           select chain_id, contract, token_id from transfers where kind = 'erc721' and to_address = $1)
         order by chain_id, contract, token_id, block_number desc, log_index desc
       ) latest
       left join token_contracts c on c.chain_id = latest.chain_id and c.address = latest.contract
       where latest.to_address = $1 and ($2::bigint is null or latest.chain_id = $2::bigint)
       order by latest.chain_id, latest.contract, latest.token_id::numeric`,
      [account, chain?.config.id ?? null],
    )
    const data = await Promise.all(
      rows.map(async (row) => {
        const runtime = context.chains.get(`eip155:${Number(row.chain_id)}`)
        const metadata = runtime
          ? await getNftMetadata(
              context.storage,
              runtime,
              row.contract,
              row.token_id,
              context.nftMetadata,
            )
          : { name: null, description: null, image: null }
        const collection = { name: row.name ?? 'Unknown collection', symbol: row.symbol ?? '' }
        return {
          chainId: `eip155:${Number(row.chain_id)}` as const,
          contract: getAddress(row.contract),
          tokenId: row.token_id,
          name: metadata.name ?? `${collection.name} #${row.token_id}`,
          description: metadata.description,
          collection,
          image: metadata.image,
        }
      }),
    )
    return { data }
  })
}
