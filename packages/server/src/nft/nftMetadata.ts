import { type Address, erc721Abi, erc1155Abi } from 'viem'
import { z } from 'zod'
import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { Storage } from '../storage/types.js'
import { fetchMetadataJson, isAllowedHost, type MetadataFetchPolicy } from './fetchMetadataJson.js'

export type NftMetadata = { name: string | null; description: string | null; image: string | null }

/** How the server reads NFT metadata and hands out its images. */
export type NftMetadataAccess = MetadataFetchPolicy & {
  /** URL prefixes rewritten when fetching metadata and handing out its images. */
  rewrites: Record<string, string>
}

const metadataSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
})

/** Replaces the first matching prefix: `{ 'http://127.0.0.1:8547': 'http://127.0.0.1:40123' }`. */
export function rewriteUrl(url: string, rewrites: Record<string, string>): string {
  for (const [from, to] of Object.entries(rewrites)) {
    if (url.startsWith(from)) return to + url.slice(from.length)
  }
  return url
}

/**
 * The image as handed to browsers: an https, `ipfs://` or `data:image/…` URL, or http from an
 * allowed host; anything else (`javascript:`, a page on an internal host) becomes null.
 */
export function toShownImage(image: string | null, access: NftMetadataAccess): string | null {
  if (!image) return null
  const url = rewriteUrl(image.trim(), access.rewrites)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an image URL holding one is dropped
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return null
  if (/^data:image\//i.test(url)) return url
  if (!URL.canParse(url)) return null
  const parsed = new URL(url)
  if (parsed.protocol === 'https:' || parsed.protocol === 'ipfs:') return url
  return parsed.protocol === 'http:' && isAllowedHost(parsed, access) ? url : null
}

/**
 * A token's metadata: stored after the first successful read; read otherwise from the ERC-721
 * `tokenURI`, or the ERC-1155 `uri` (its `{id}` replaced by the id as 64 lowercase hex digits),
 * and the JSON it points at (`fetchMetadataJson`: public https, ipfs or allowed hosts only). A
 * failure gives nulls and is not stored, so it is retried.
 */
export async function getNftMetadata(
  storage: Storage,
  chain: ChainRuntime,
  contract: string,
  tokenId: string,
  access: NftMetadataAccess,
  kind: 'erc721' | 'erc1155' = 'erc721',
): Promise<NftMetadata> {
  const rows = await storage.query<NftMetadata>(
    `select name, description, image from nft_metadata
     where chain_id = $1 and contract = $2 and token_id = $3`,
    [chain.config.id, contract, tokenId],
  )
  if (rows[0]) return { ...rows[0], image: toShownImage(rows[0].image, access) }
  try {
    const uri =
      kind === 'erc1155'
        ? (
            await chain.client.readContract({
              address: contract as Address,
              abi: erc1155Abi,
              functionName: 'uri',
              args: [BigInt(tokenId)],
            })
          ).replaceAll('{id}', BigInt(tokenId).toString(16).padStart(64, '0'))
        : await chain.client.readContract({
            address: contract as Address,
            abi: erc721Abi,
            functionName: 'tokenURI',
            args: [BigInt(tokenId)],
          })
    const parsed = metadataSchema.parse(
      await fetchMetadataJson(rewriteUrl(uri, access.rewrites), access),
    )
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
    return { ...metadata, image: toShownImage(metadata.image, access) }
  } catch {
    return { name: null, description: null, image: null }
  }
}
