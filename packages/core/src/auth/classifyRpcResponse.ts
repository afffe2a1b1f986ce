export type RpcResponseKind = 'transactionHash' | 'signedMessage' | 'object'

/**
 * Spec §5: a response is a transaction when it is a 0x string of 64 hex characters, and a signed
 * message when it is a 0x string of at least 62 hex characters; anything else is an object.
 */
export function classifyRpcResponse(response: unknown): RpcResponseKind {
  if (typeof response !== 'string') return 'object'
  if (/^0x[0-9a-fA-F]{64}$/.test(response)) return 'transactionHash'
  if (/^0x[0-9a-fA-F]{62,}$/.test(response)) return 'signedMessage'
  return 'object'
}
