export type BlockchainApiErrorParameters = {
  /** Stable, machine-readable code. */
  code: string
  cause?: unknown
  /** Longer explanation, e.g. the server's own message. */
  details?: string | undefined
  /** Path of the page in the docs that explains this failure. */
  docsPath?: string | undefined
}

/**
 * Base of every error thrown by `@airlock/blockchain-api`. `shortMessage` is the spec's text;
 * `message` adds the details and docs path for developers.
 *
 * @example
 * try { await getWallets(client, { page: 1, entries: 40 }) }
 * catch (error) { if (error instanceof BlockchainApiError) console.warn(error.code) }
 */
export class BlockchainApiError extends Error {
  override name = 'BlockchainApiError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined

  constructor(shortMessage: string, parameters: BlockchainApiErrorParameters) {
    const lines = [shortMessage]
    if (parameters.details) lines.push('', `Details: ${parameters.details}`)
    if (parameters.docsPath) lines.push(`Docs: https://airlock.dev/docs${parameters.docsPath}`)
    super(lines.join('\n'), parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.code = parameters.code
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.docsPath = parameters.docsPath
  }
}
