import { type AccountNftsResponse, accountNftsRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import type { ServerContext } from '../context.js'
import { UpstreamError } from '../http/errors.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'
import { getNftMetadata } from '../nft/nftMetadata.js'
import { describeTokens } from '../sources/history/describeTokens.js'

/** The account's ERC-721 tokens and ERC-1155 ids with their balance, from each chain's history source. */
export function registerAccountNftsRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(fastifyPath(accountNftsRoute.path), async (request): Promise<AccountNftsResponse> => {
    const { params, query } = parseRequest(accountNftsRoute, request)
    const account = params.address.toLowerCase()
    const chains = query.chainId
      ? [context.chains.get(query.chainId)].filter((chain) => chain !== undefined)
      : [...context.chains.values()].sort((a, b) => a.config.id - b.config.id)
    const perChain = await Promise.all(
      chains.map(async (chain) => {
        const source = context.dataSources.history.get(chain.caipId)
        if (!source) return []
        const held = await source.getNfts(account).catch((error: unknown) => {
          throw new UpstreamError('NFTs unavailable', error)
        })
        const collections = await describeTokens(
          context.storage,
          chain,
          new Map(held.map((nft) => [nft.contract, nft.kind])),
        )
        const sorted = [...held].sort((a, b) =>
          a.contract === b.contract
            ? Number(BigInt(a.tokenId) - BigInt(b.tokenId))
            : a.contract < b.contract
              ? -1
              : 1,
        )
        return Promise.all(
          sorted.map(async (nft) => {
            const metadata = await getNftMetadata(
              context.storage,
              chain,
              nft.contract,
              nft.tokenId,
              context.nftMetadata,
              nft.kind,
            )
            const described = collections.get(nft.contract)
            const collection = {
              name: described?.name ?? 'Unknown collection',
              symbol: described?.symbol ?? '',
            }
            return {
              chainId: chain.caipId,
              contract: getAddress(nft.contract),
              tokenId: nft.tokenId,
              balance: nft.balance.toString(),
              name: metadata.name ?? `${collection.name} #${nft.tokenId}`,
              description: metadata.description,
              collection,
              image: metadata.image,
            }
          }),
        )
      }),
    )
    return { data: perChain.flat() }
  })
}
