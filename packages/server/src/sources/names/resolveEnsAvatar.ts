import { type Address, erc721Abi, getAddress, isAddress, isAddressEqual } from 'viem'
import { z } from 'zod'
import type { ChainRuntime } from '../../chains/chainRuntime.js'
import { fetchMetadataJson } from '../../nft/fetchMetadataJson.js'
import { type NftMetadataAccess, rewriteUrl, toShownImage } from '../../nft/nftMetadata.js'

/** Largest `data:` avatar handed out, in characters (an inline SVG or a small PNG). */
const maxDataUriLength = 128 * 1024

const erc1155Abi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ type: 'address' }, { type: 'uint256' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'uri',
    stateMutability: 'view',
    inputs: [{ type: 'uint256' }],
    outputs: [{ type: 'string' }],
  },
] as const

const nftMetadataSchema = z.object({
  image: z.string().optional(),
  image_url: z.string().optional(),
})

/**
 * The URL a browser shows for an ENS `avatar` text record (ENSIP-12), or null:
 * - `https://…` as is; `http://…` only from an allowed host (as NFT images);
 * - `ipfs://<cid>/<path>` through the IPFS gateway;
 * - `data:image/…` as is, up to 128 KiB;
 * - `eip155:<chain>/erc721:<contract>/<id>` and `…/erc1155:…`: the token's image, on a chain the
 *   server serves, when `owner` holds the token; its metadata is read under the NFT metadata policy
 *   (public https, ipfs or allowed hosts only, sizes and time capped).
 * Nothing else is fetched by the server: an image URL is handed to the browser, which loads it.
 *
 * @example await resolveEnsAvatar('ipfs://bafy…/a.png', owner, deps) // 'https://ipfs.io/ipfs/bafy…/a.png'
 */
export async function resolveEnsAvatar(
  record: string | null,
  owner: Address,
  deps: { chains: ReadonlyMap<string, ChainRuntime>; access: NftMetadataAccess },
): Promise<string | null> {
  const value = record?.trim()
  if (!value) return null
  const nft = /^eip155:(\d+)\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d+)$/i.exec(value)
  if (nft) {
    const [, chainId, standard, contract, tokenId] = nft as unknown as [
      string,
      string,
      string,
      string,
      string,
    ]
    const chain = deps.chains.get(`eip155:${chainId}`)
    if (!chain || !isAddress(contract)) return null
    const image = await readNftImage(chain, {
      standard: standard.toLowerCase() as 'erc721' | 'erc1155',
      contract: getAddress(contract),
      tokenId: BigInt(tokenId),
      owner,
      access: deps.access,
    }).catch(() => null)
    return toShownUrl(image, deps.access)
  }
  return toShownUrl(value, deps.access)
}

/** The token's metadata `image` when `owner` holds it, else null. */
async function readNftImage(
  chain: ChainRuntime,
  {
    standard,
    contract,
    tokenId,
    owner,
    access,
  }: {
    standard: 'erc721' | 'erc1155'
    contract: Address
    tokenId: bigint
    owner: Address
    access: NftMetadataAccess
  },
): Promise<string | null> {
  let uri: string
  if (standard === 'erc721') {
    const holder = await chain.client.readContract({
      address: contract,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
    })
    if (!isAddressEqual(holder, owner)) return null
    uri = await chain.client.readContract({
      address: contract,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [tokenId],
    })
  } else {
    const balance = await chain.client.readContract({
      address: contract,
      abi: erc1155Abi,
      functionName: 'balanceOf',
      args: [owner, tokenId],
    })
    if (balance === 0n) return null
    const template = await chain.client.readContract({
      address: contract,
      abi: erc1155Abi,
      functionName: 'uri',
      args: [tokenId],
    })
    // ERC-1155: `{id}` is the token id in lower-case hex, 64 characters.
    uri = template.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
  }
  const metadata = nftMetadataSchema.parse(
    await fetchMetadataJson(rewriteUrl(toGatewayUrl(uri, access), access.rewrites), access),
  )
  return metadata.image ?? metadata.image_url ?? null
}

/** `ipfs://<cid>/<path>` (or `ipfs://ipfs/<cid>`) as a gateway URL; other URLs unchanged. */
function toGatewayUrl(url: string, access: NftMetadataAccess): string {
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(url)
  return ipfs ? `${access.ipfsGateway}${ipfs[1]}` : url
}

/** An image URL as browsers get it: ipfs through the gateway, then the NFT images' rules. */
function toShownUrl(url: string | null, access: NftMetadataAccess): string | null {
  if (!url) return null
  if (/^data:/i.test(url)) return url.length <= maxDataUriLength ? toShownImage(url, access) : null
  return toShownImage(toGatewayUrl(url.trim(), access), access)
}
