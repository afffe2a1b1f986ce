import {
  assetImageRoute,
  currencyImageRoute,
  tokenImageRoute,
  walletImageRoute,
  walletsRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ServerContext } from '../context.js'
import {
  acceptedEncoding,
  type CompressedBody,
  createCompressedBody,
} from '../http/compressedBody.js'
import { NotFoundError } from '../http/errors.js'
import { createUrlParser, fastifyPath, parseRequest } from '../http/parseRequest.js'
import { filterWallets } from '../registry/filterWallets.js'
import {
  findNetworkIcon,
  findTokenIcon,
  loadIconSvg,
  loadWalletSvg,
} from '../registry/iconLibrary.js'
import { createMonogramSvg } from '../registry/monogram.js'

const jsonType = 'application/json; charset=utf-8'
const maxCachedPages = 1000

/**
 * The wallet registry (`/getWallets`) and the image routes: wallet, network and token logos from
 * the icon set (`@web3icons/core`) or `walletLogos.ts`, a generated monogram for one it does not know.
 */
export function registerRegistryRoutes(app: FastifyInstance, context: ServerContext): void {
  // Pages as sent, by their checked query: the registry changes only by an import, which replaces
  // `context.wallets` (then every page is computed again). A page's JSON is built once, not per
  // request (serializing 40 wallets was most of this route's time under load), and kept as bytes:
  // not encoded again for each answer. Compressed once too, for the clients that accept it (every
  // browser): a page of 40 wallets is about a ninth of its size in brotli.
  const pages = new Map<string, CompressedBody>()
  let pagesOf = context.wallets
  const parse = createUrlParser(walletsRoute)
  app.get(walletsRoute.path, async (request, reply) => {
    const { query } = parse(request)
    if (pagesOf !== context.wallets) {
      pages.clear()
      pagesOf = context.wallets
    }
    const key = JSON.stringify(query)
    let page = pages.get(key)
    if (page === undefined) {
      page = createCompressedBody(
        Buffer.from(JSON.stringify(filterWallets(context.wallets, query))),
      )
      // Searches are free text: the map is bounded, dropped whole when full.
      if (pages.size >= maxCachedPages) pages.clear()
      pages.set(key, page)
    }
    const { body, encoding } = page.encode(acceptedEncoding(request.headers['accept-encoding']))
    // Caches keep one answer per encoding, besides what the answer already varies by (the origin,
    // installCors).
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    if (encoding) reply.header('content-encoding', encoding)
    return reply.type(jsonType).send(body)
  })

  app.get(fastifyPath(walletImageRoute.path), async (request, reply) => {
    const { params } = parseRequest(walletImageRoute, request)
    const wallet =
      context.wallets.find((item) => item.image_id === params.id) ??
      // The WalletConnect row's logo (core asks for it by this id); not a wallet of the registry.
      (params.id === 'walletconnect' ? { id: 'walletconnect', name: 'WalletConnect' } : undefined)
    if (!wallet) throw new NotFoundError('Image not found')
    const svg = await loadWalletSvg(wallet)
    if (svg) return sendSvg(reply, svg)
    // An imported wallet the icon sets lack: the explorer's own logo.
    const imageUrl = context.walletImageUrls.get(params.id)
    if (imageUrl) return reply.header('cache-control', 'public, max-age=86400').redirect(imageUrl)
    return sendSvg(reply, createMonogramSvg({ id: wallet.id, label: wallet.name }))
  })

  app.get(fastifyPath(assetImageRoute.path), async (request, reply) => {
    const { params } = parseRequest(assetImageRoute, request)
    const chain = context.chains.get(params.id)
    const icon = findNetworkIcon(params.id)
    const svg = icon ? await loadIconSvg('networks', icon) : undefined
    if (svg) return sendSvg(reply, svg)
    const label = chain?.config.name ?? params.id.split(':').at(-1) ?? params.id
    return sendSvg(reply, createMonogramSvg({ id: params.id, label, rounded: false }))
  })

  app.get(fastifyPath(currencyImageRoute.path), async (request, reply) => {
    const { params } = parseRequest(currencyImageRoute, request)
    const code = params.id.toUpperCase()
    return sendSvg(
      reply,
      createMonogramSvg({ id: `currency:${code}`, label: code, rounded: false }),
    )
  })

  app.get(fastifyPath(tokenImageRoute.path), async (request, reply) => {
    const { params } = parseRequest(tokenImageRoute, request)
    const icon = findTokenIcon(params.id)
    const svg = icon ? await loadIconSvg('tokens', icon) : undefined
    if (svg) return sendSvg(reply, svg)
    return sendSvg(
      reply,
      createMonogramSvg({
        id: `token:${params.id.toUpperCase()}`,
        label: params.id,
        rounded: false,
      }),
    )
  })
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=86400')
    .send(svg)
}
