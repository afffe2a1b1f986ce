import { AirlockError } from '@airlock/core'

/** The devnet refused something the test helpers asked of it (a JSON-RPC error, a reverted transaction). */
export class DevnetRequestError extends AirlockError {
  override name = 'DevnetRequestError' as const
  constructor(details: string, options: { cause?: unknown } = {}) {
    super('The local devnet refused the request', {
      code: 'DEVNET_REQUEST',
      details,
      cause: options.cause,
    })
  }
}
