export type AirlockErrorParameters = {
  /** Stable, machine-readable code, e.g. `INVALID_CAIP_ADDRESS`. */
  code: string
  /** Extra detail for developers, appended to the message. */
  details?: string | undefined
  /** Path under the docs site that explains the failure. */
  docsPath?: string | undefined
  cause?: unknown
}

/**
 * Base of every error Airlock throws. `shortMessage` is the spec's text, shown to users verbatim
 * (it is also the key into the message catalogue); `message` adds details for developers.
 *
 * @example
 * try { parseCaipAddress('eip155:1') } catch (error) {
 *   if (error instanceof AirlockError) console.log(error.code, error.shortMessage)
 * }
 */
export class AirlockError extends Error {
  override name = 'AirlockError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined

  constructor(shortMessage: string, parameters: AirlockErrorParameters) {
    const { code, details, docsPath, cause } = parameters
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
  }
}
