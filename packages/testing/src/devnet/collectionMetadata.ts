import { devnetAssets, devnetCollection } from './devnet.js'
import { devnetMultiToken } from './devnetMultiToken.js'

export type CollectionTokenMetadata = {
  name: string
  description: string
  image: string
  attributes: { trait_type: string; value: string | number }[]
}

const lanternColours = ['#f59e0b', '#ef4444', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899'] as const

/** The ERC-721 metadata JSON of one token of the devnet collection. */
export function getCollectionTokenMetadata(
  tokenId: number,
  baseUrl: string = devnetAssets.baseUrl,
): CollectionTokenMetadata {
  return {
    name: `${devnetCollection.name} #${tokenId}`,
    description: 'A lantern from the Airlock devnet collection.',
    image: `${baseUrl}/nft/${tokenId}.svg`,
    attributes: [
      { trait_type: 'Colour', value: lanternColourOf(tokenId) },
      { trait_type: 'Number', value: tokenId },
    ],
  }
}

/** A small SVG picture of one token, drawn from its id (no asset is downloaded). */
export function getCollectionTokenImage(tokenId: number): string {
  const colour = lanternColourOf(tokenId)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240">',
    '<rect width="120" height="120" fill="#121313"/>',
    `<rect x="40" y="30" width="40" height="56" rx="12" fill="${colour}"/>`,
    '<rect x="50" y="20" width="20" height="10" rx="3" fill="#9ca3af"/>',
    `<text x="60" y="106" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#fff">#${tokenId}</text>`,
    '</svg>',
  ].join('')
}

/** The ERC-1155 metadata JSON of one id of the devnet multi-token, or undefined for an id it lacks. */
export function getMultiTokenItemMetadata(
  id: number,
  baseUrl: string = devnetAssets.baseUrl,
): CollectionTokenMetadata | undefined {
  const name = devnetMultiToken.items[id as keyof typeof devnetMultiToken.items]
  if (!name) return undefined
  return {
    name,
    description: 'Supplies for the Airlock lanterns: an ERC-1155 item of the devnet.',
    image: `${baseUrl}/item/${id}.svg`,
    attributes: [{ trait_type: 'Item', value: id }],
  }
}

/** A small SVG picture of one ERC-1155 item: a drop of its own colour. */
export function getMultiTokenItemImage(id: number): string {
  const colour = lanternColourOf(id + 2)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240">',
    '<rect width="120" height="120" fill="#121313"/>',
    `<path d="M60 18 C60 18 32 56 32 74 a28 28 0 0 0 56 0 C88 56 60 18 60 18 Z" fill="${colour}"/>`,
    `<text x="60" y="112" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#fff">item ${id}</text>`,
    '</svg>',
  ].join('')
}

/** The picture served as the ENS avatar of `{label}.eth`: its initial on a colour of its own. */
export function getAvatarImage(label: string): string {
  const colour = lanternColours[label.length % lanternColours.length] ?? lanternColours[0]
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="128" height="128">',
    `<rect width="64" height="64" fill="${colour}"/>`,
    `<text x="32" y="42" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#fff">${label.charAt(0).toUpperCase()}</text>`,
    '</svg>',
  ].join('')
}

function lanternColourOf(tokenId: number): string {
  return lanternColours[tokenId % lanternColours.length] ?? lanternColours[0]
}
