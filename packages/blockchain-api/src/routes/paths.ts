/**
 * Route paths a page needs before any answer, apart from their schemas: image URLs for
 * `<img src>` (`images.ts`) and the registry the Connect view asks as it opens (`wallets.ts`).
 * This module loads no zod.
 */
export const imagePaths = {
  wallet: '/getWalletImage/{id}',
  asset: '/public/getAssetImage/{id}',
  currency: '/public/getCurrencyImage/{id}',
  token: '/public/getTokenImage/{id}',
} as const

/** `GET /getWallets`. */
export const walletsPath = '/getWallets'
