/** Error codes of EIP-1193 and EIP-3085/3326, plus the JSON-RPC codes the dev wallet uses. */
export const providerRpcErrorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internalError: -32603,
} as const

/**
 * An EIP-1193 `ProviderRpcError`: what the dev wallet throws from `request` and passes to
 * `disconnect` listeners. Dapps and connectors read `code` (4001 user rejected, 4100 unauthorized,
 * 4200 unsupported method, 4900/4901 disconnected, 4902 unknown chain).
 *
 * @example
 * try {
 *   await wallet.request({ method: 'personal_sign', params: ['0x68690a', address] })
 * } catch (error) {
 *   if (error instanceof ProviderRpcError && error.code === 4001) showRejected()
 * }
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.data = options.data
  }
}
