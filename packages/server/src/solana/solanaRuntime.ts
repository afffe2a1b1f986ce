import { AirlockError } from '@airlock/blockchain-api'
import { z } from 'zod'
import type { SolanaNetworkConfig, TokenConfig } from '../config/types.js'

/** A configured Solana network with its JSON-RPC client. */
export type SolanaRuntime = {
  config: SolanaNetworkConfig
  caipId: `solana:${string}`
  /** Configured tokens by mint. */
  tokens: Map<string, TokenConfig>
  /** One JSON-RPC call; the answer's `result` is checked against `schema`. */
  rpc: <schema extends z.ZodType>(
    method: string,
    params: unknown[],
    schema: schema,
  ) => Promise<z.infer<schema>>
}

const rpcAnswerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

/** A Solana RPC that answered with an error, or with a shape the server does not expect. */
class SolanaRpcError extends AirlockError {
  override name = 'SolanaRpcError'
  constructor(message: string) {
    super(message, { code: 'SOLANA_RPC_ERROR' })
  }
}

/** The Solana networks by CAIP-2 id. */
export function createSolanaRuntimes(
  networks: readonly SolanaNetworkConfig[],
): Map<string, SolanaRuntime> {
  return new Map(
    networks.map((config) => {
      let id = 0
      const rpc: SolanaRuntime['rpc'] = async (method, params, schema) => {
        const response = await fetch(config.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
          signal: AbortSignal.timeout(10_000),
        })
        if (!response.ok) throw new SolanaRpcError(`${method}: HTTP status ${response.status}`)
        const answer = rpcAnswerSchema.parse(await response.json())
        if ('error' in answer) throw new SolanaRpcError(`${method}: ${answer.error.message}`)
        const parsed = schema.safeParse(answer.result)
        if (!parsed.success) {
          throw new SolanaRpcError(`${method}: unexpected answer: ${parsed.error.message}`)
        }
        return parsed.data
      }
      const tokens = new Map(config.tokens.map((token) => [String(token.address), token]))
      return [config.caipNetworkId, { config, caipId: config.caipNetworkId, tokens, rpc }]
    }),
  )
}
