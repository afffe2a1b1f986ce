import type { ServerContext } from '../context.js'

/** The server's own generated icon of a token symbol. */
export function tokenIconUrl(context: ServerContext, symbol: string): string {
  return `${context.publicUrl()}/public/getTokenImage/${encodeURIComponent(symbol.replace(/[^\w.:-]/g, '') || 'token')}`
}
