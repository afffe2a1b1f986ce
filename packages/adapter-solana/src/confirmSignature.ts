import { SolanaConfirmationTimeoutError, SolanaTransactionFailedError } from './errors.js'
import { type SolanaRpcTarget, solanaRpc } from './solanaRpc.js'

export type ConfirmSignatureParameters = {
  /** The network's RPC URL, or its route with the URL behind. */
  rpc: SolanaRpcTarget
  signature: string
  /** Give up after this long. Default 60 s. */
  timeoutMs?: number | undefined
  /** Between two status checks. Default 500 ms. */
  intervalMs?: number | undefined
}

type Status = { err: unknown; confirmationStatus?: string | null } | null

/**
 * Waits until `signature` is confirmed, polling `getSignatureStatuses` (no WebSocket needed).
 * Bounded, unlike AppKit's poll: after `timeoutMs` it throws SolanaConfirmationTimeoutError; a
 * transaction that failed on chain throws SolanaTransactionFailedError.
 */
export async function confirmSignature({
  rpc,
  signature,
  timeoutMs = 60_000,
  intervalMs = 500,
}: ConfirmSignatureParameters): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await solanaRpc<{ value: Status[] }>(rpc, 'getSignatureStatuses', [
      [signature],
      { searchTransactionHistory: true },
    ])
    const [status] = value
    if (status?.err) throw new SolanaTransactionFailedError({ signature, err: status.err })
    if (status && status.confirmationStatus !== 'processed') return
    if (Date.now() + intervalMs > deadline) {
      throw new SolanaConfirmationTimeoutError({ signature, timeoutMs })
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
