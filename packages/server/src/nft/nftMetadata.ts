import { type Address, erc721Abi } from 'viem'
import { z } from 'zod'
import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { Storage } from '../storage/types.js'

export type NftMetadata = { name: string | null; description: string | null; image: string | null }

const metadataSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
})

/** Replaces the first matching prefix: `{ 'http://127.0.0.1:8547': 'http://127.0.0.1:40123' }`. */
function rewriteUrl(url: string, rewrites: Record<string, string>): string {
  for (const [from, to] of Object.entries(rewrites)) {
    if (url.startsWith(from)) return to + url.slice(from.length)
  }
  return url
}

/**
 * A token's ERC-721 metadata: stored after the first successful read; read from `tokenURI` and
 * the JSON it points at otherwise. A failure gives nulls and is not stored, so it is retried.
 */
export async function getNftMetadata(
  storage: Storage,
  chain: ChainRuntime,
  contract: string,
  tokenId: string,
  rewrites: Record<string, string>,
): Promise<NftMetadata> {
  const rows = await storage.query<NftMetadata>(
    `select name, description, image from nft_metadata
     where chain_id = $1 and contract = $2 and token_id = $3`,
    [chain.config.id, contract, tokenId],
  )
  if (rows[0]) return { ...rows[0], image: rows[0].image && rewriteUrl(rows[0].image, rewrites) }
  try {
    const uri = await chain.client.readContract({
      address: contract as Address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [BigInt(tokenId)],
    })
    const response = await fetch(rewriteUrl(uri, rewrites), { signal: AbortSignal.timeout(3000) })
    if (!response.ok) throw new Error(`metadata answered ${response.status}`)
    const parsed = metadataSchema.parse(await response.json())
    const metadata = {
      name: parsed.name ?? null,
      description: parsed.description ?? null,
      image: parsed.image ?? null,
    }
    await storage.query(
      `insert into nft_metadata (chain_id, contract, token_id, name, description, image)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [chain.config.id, contract, tokenId, metadata.name, metadata.description, metadata.image],
    )
    return { ...metadata, image: metadata.image && rewriteUrl(metadata.image, rewrites) }
  } catch {
    return { name: null, description: null, image: null }
  }
}
