import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  getAvatarImage,
  getCollectionTokenImage,
  getCollectionTokenMetadata,
  getMultiTokenItemImage,
  getMultiTokenItemMetadata,
} from './collectionMetadata.js'

export type AssetsServer = { port: number; baseUrl: string; stop: () => Promise<void> }

const tokenPath = /^\/nft\/(\d{1,6})(\.svg)?$/
const avatarPath = /^\/avatar\/([a-z0-9-]{1,63})\.svg$/
/** An ERC-1155 item: metadata at its id as 64 hex digits (the `uri` template), image by number. */
const itemPath = /^\/item\/(?:([0-9a-f]{64})\.json|(\d{1,6})\.svg)$/

/**
 * Serves the devnet collection's metadata (`/nft/{id}`) and images (`/nft/{id}.svg`), the
 * multi-token's (`/item/{64 hex digits}.json`, `/item/{id}.svg`), and ENS avatars
 * (`/avatar/{label}.svg`, GET or HEAD: viem checks an avatar URL with HEAD) on loopback.
 */
export async function startAssetsServer(port: number): Promise<AssetsServer> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    const match = tokenPath.exec(pathname)
    const tokenId = match ? Number(match[1]) : 0
    // Metadata is public: any page may read it.
    response.setHeader('access-control-allow-origin', '*')
    const avatar = avatarPath.exec(pathname)
    if (avatar?.[1] && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
      response.end(request.method === 'HEAD' ? undefined : getAvatarImage(avatar[1]))
      return
    }
    const item = itemPath.exec(pathname)
    if (item && request.method === 'GET') {
      const id = item[1] ? Number.parseInt(item[1], 16) : Number(item[2])
      const metadata = getMultiTokenItemMetadata(id, baseUrlOf(server.address()))
      if (metadata) {
        const image = item[2] !== undefined
        response.writeHead(200, {
          'content-type': image ? 'image/svg+xml' : 'application/json',
          'cache-control': 'max-age=3600',
        })
        response.end(image ? getMultiTokenItemImage(id) : JSON.stringify(metadata))
        return
      }
    }
    if (request.method !== 'GET' || !match || tokenId < 1) {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'Not found' }))
      return
    }
    if (match[2]) {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
      response.end(getCollectionTokenImage(tokenId))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(getCollectionTokenMetadata(tokenId, baseUrlOf(server.address()))))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const baseUrl = baseUrlOf(server.address())
  return {
    port: (server.address() as AddressInfo).port,
    baseUrl,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function baseUrlOf(address: AddressInfo | string | null): string {
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
}
