import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { imagePaths } from './paths.js'

const imageParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[\w.:-]+$/, 'Invalid image id')),
})

/** `GET /getWalletImage/{id}`: a wallet's icon (the `image_id` of a wallet-list entry). */
export const walletImageRoute = defineRoute({
  method: 'GET',
  path: imagePaths.wallet,
  params: imageParams,
})

/** `GET /public/getAssetImage/{id}`: a network's icon (id: a CAIP-2 id or an image id). */
export const assetImageRoute = defineRoute({
  method: 'GET',
  path: imagePaths.asset,
  params: imageParams,
})

/** `GET /public/getCurrencyImage/{id}`: a fiat currency's icon (id: ISO code, e.g. USD). */
export const currencyImageRoute = defineRoute({
  method: 'GET',
  path: imagePaths.currency,
  params: imageParams,
})

/** `GET /public/getTokenImage/{id}`: a token's icon (id: its symbol). */
export const tokenImageRoute = defineRoute({
  method: 'GET',
  path: imagePaths.token,
  params: imageParams,
})
