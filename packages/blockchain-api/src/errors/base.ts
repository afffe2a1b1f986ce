export type AirlockErrorParameters = {
  /** Stable, machine-readable code, e.g. `INVALID_CAIP_ADDRESS`. Never changes between releases. */
  code: string
  /** Extra detail for developers, appended to the message. */
  details?: string | undefined
  /** Path under the docs site that explains the failure, e.g. `/errors#http`. */
  docsPath?: string | undefined
  /** The error underneath, when this one wraps another. */
  cause?: unknown
}

/** Where the docs of an error live; `docsPath` is appended. */
export const docsBaseUrl = 'https://airlock.dev/docs'

/**
 * Base of every error an Airlock package throws, from the HTTP client up to the React bindings.
 * `shortMessage` is the user text (the spec's text, verbatim, where the spec has one; it is also
 * the key into the message catalogue); `message` adds details and the docs link for developers;
 * `code` is stable; `cause` holds the error underneath and `walk()` follows it.
 *
 * @example
 * try { await connect(appKit, { connectorId }) } catch (error) {
 *   if (error instanceof AirlockError) console.log(error.code, error.shortMessage)
 *   const rejected = error instanceof AirlockError && error.walk((e) => e instanceof UserRejectedRequestError)
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
    const lines = [shortMessage]
    if (details) lines.push('', `Details: ${details}`)
    if (docsPath) lines.push(`Docs: ${docsBaseUrl}${docsPath}`)
    super(lines.join('\n'), cause === undefined ? {} : { cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
  }

  /**
   * Follows the `cause` chain from this error. With `predicate`, returns the first error it
   * accepts (this one included), or `null`; without, returns the deepest cause.
   */
  walk(): unknown
  walk(predicate: (error: unknown) => boolean): unknown
  walk(predicate?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>()
    let current: unknown = this
    while (current !== undefined && !seen.has(current)) {
      seen.add(current)
      if (predicate?.(current)) return current
      const next: unknown = current instanceof Error ? current.cause : undefined
      if (next === undefined) break
      current = next
    }
    return predicate ? null : current
  }
}
