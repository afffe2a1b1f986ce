import { z } from 'zod'

/**
 * The request of a frame route that forwards one JSON-RPC 2.0 call for a chain (the bundler's and
 * the paymaster's): `?chainId=` a positive integer, the call with at most four params.
 *
 * @example const bundlerRoute = frameJsonRpcRoute('/v1/frame/bundler')
 */
export function frameJsonRpcRoute<const Path extends string>(path: Path) {
  return {
    method: 'POST',
    path,
    query: z.object({ chainId: z.coerce.number().int().positive() }).loose(),
    body: z.object({
      jsonrpc: z.literal('2.0'),
      id: z.union([z.string(), z.number(), z.null()]).optional(),
      method: z.string(),
      params: z.array(z.unknown()).max(4).optional(),
    }),
  } as const
}
