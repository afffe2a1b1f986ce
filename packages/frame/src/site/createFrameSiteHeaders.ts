export type CreateFrameSiteHeadersParameters = {
  /** The project's allowed dapp origins (patterns as the server keeps them), for `frame-ancestors`. */
  allowedOrigins: readonly string[]
  /** The Airlock API origin the frame calls (when it is not the frame's own). */
  apiOrigin?: string | undefined
  /** Chain RPC origins the frame may call for reads and to send transactions. */
  rpcOrigins?: readonly string[] | undefined
  /**
   * `frame` (default): the frame page. `approval-window`: the top-level approval window
   * (`/approve`) that the frame opens where the browser cannot report its visibility (F3).
   */
  page?: 'frame' | 'approval-window' | undefined
}

/**
 * The response headers the frame site must be served with: a CSP that embeds it only in allowed
 * dapp pages (`frame-ancestors`), runs only its own scripts, and lets it talk only to the Airlock
 * API and the chain RPCs, so code that tried to send a key elsewhere would be blocked.
 *
 * @example
 * const headers = createFrameSiteHeaders({ allowedOrigins: ['http://localhost:5173'], rpcOrigins: ['http://127.0.0.1:8545'] })
 */
export function createFrameSiteHeaders(
  parameters: CreateFrameSiteHeadersParameters,
): Record<string, string> {
  const approvalWindow = parameters.page === 'approval-window'
  // The approval window is never framed, whatever project it is asked for.
  const ancestors =
    parameters.allowedOrigins.length > 0 && !approvalWindow
      ? parameters.allowedOrigins.join(' ')
      : "'none'"
  const connect = ["'self'", parameters.apiOrigin, ...(parameters.rpcOrigins ?? [])]
    .filter(Boolean)
    .join(' ')
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `connect-src ${connect}`,
      `frame-ancestors ${ancestors}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    // The approval window answers its opener, the frame, which `same-origin` would cut it from
    // (the frame sits in a page of another origin). It loads no secret and runs only top-level.
    'cross-origin-opener-policy': approvalWindow ? 'unsafe-none' : 'same-origin',
    'permissions-policy': 'publickey-credentials-create=(self), publickey-credentials-get=(self)',
  }
}
