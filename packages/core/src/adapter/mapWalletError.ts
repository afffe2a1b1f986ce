import { AirlockError } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import { UserRejectedRequestError } from '../errors/appKit.js'
import { type AdapterOperation, WalletRequestError } from '../errors/wallet.js'
import { UnsupportedWalletMethodError } from './errors.js'

export type MapWalletErrorParameters = {
  /** The adapter's namespace: which wallet families' signals count (see `isWalletRejection`). */
  namespace: ChainNamespace
  /** What core asked for, named in a `WalletRequestError`. */
  operation: AdapterOperation
  /** The wallet method that failed (`wallet_sendCalls`…), named in `UnsupportedWalletMethodError`. */
  method?: string | undefined
}

/** The error codes of EIP-1193 (and sats-connect's rejection) that the mapping reads. */
export const walletErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** sats-connect's `RpcErrorCode.USER_REJECTION`; in EIP-1474 the same number is "invalid input". */
  satsConnectUserRejection: -32000,
} as const

// Wallet Standard has no rejection code: wallets that give none say it in words.
const rejectionText =
  /\buser (rejected|denied|declined|cancell?ed|aborted)\b|\b(rejected|denied|declined|cancell?ed) by (the )?user\b/i

type Node = {
  code?: unknown
  name?: unknown
  message?: unknown
  cause?: unknown
  error?: unknown
  info?: { error?: unknown } | undefined
  data?: { originalError?: unknown; cause?: unknown } | undefined
}

/**
 * The errors inside `error`, outermost first: `cause` (viem, core), `error` (Wallet Standard's
 * `WalletError`, ethers 5, a sats-connect answer `{ status: 'error', error }`), `info.error`
 * (ethers 6) and `data.originalError` / `data.cause` (JSON-RPC providers).
 */
function* walk(error: unknown): Generator<Node> {
  const queue: unknown[] = [error]
  const seen = new Set<unknown>()
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift()
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    seen.add(current)
    const node = current as Node
    yield node
    queue.push(node.cause, node.error, node.info?.error, node.data?.originalError, node.data?.cause)
  }
}

function signalsRejection(node: Node, namespace: ChainNamespace): boolean {
  if (node instanceof UserRejectedRequestError) return true
  if (node.code === walletErrorCodes.userRejected) return true
  // ethers' name for a wallet's 4001; viem's, wagmi's and sats-connect's class name.
  if (node.code === 'ACTION_REJECTED' || node.name === 'UserRejectedRequestError') return true
  if (namespace === 'bip122' && node.code === walletErrorCodes.satsConnectUserRejection) return true
  // EVM wallets say it with 4001; elsewhere a wallet may only say it in words.
  return (
    namespace !== 'eip155' && typeof node.message === 'string' && rejectionText.test(node.message)
  )
}

/**
 * Whether `error` is the visitor declining, in any wallet family's terms: EIP-1193 4001 however
 * deeply wrapped (ethers' `ACTION_REJECTED`, viem's `UserRejectedRequestError`), sats-connect's
 * -32000 on `bip122`, and on `solana` and `bip122` a Wallet Standard wallet's "User rejected…".
 *
 * @example if (isWalletRejection(error, 'solana')) return
 */
export function isWalletRejection(error: unknown, namespace: ChainNamespace): boolean {
  for (const node of walk(error)) if (signalsRejection(node, namespace)) return true
  return false
}

/**
 * The numeric EIP-1193 / JSON-RPC code of the wallet's error inside `error` (4100, 4900, -32603…),
 * or `undefined` when it has none.
 *
 * @example if (getWalletErrorCode(error) === 4902) await addChain()
 */
export function getWalletErrorCode(error: unknown): number | undefined {
  for (const node of walk(error)) if (typeof node.code === 'number') return node.code
  return undefined
}

/**
 * Whether the wallet's error inside `error` carries `code` at any depth (a wallet may nest its
 * 4902 inside a -32603, for example).
 *
 * @example if (hasWalletErrorCode(error, 4902)) await addChain()
 */
export function hasWalletErrorCode(error: unknown, code: number): boolean {
  for (const node of walk(error)) if (node.code === code) return true
  return false
}

/**
 * Puts what a wallet threw into Airlock's one error family, the wallet's error kept as `cause`:
 * - an `AirlockError` stays as it is;
 * - the visitor declining (`isWalletRejection`) → `UserRejectedRequestError`;
 * - EIP-1193 4200 (the wallet lacks the method) → `UnsupportedWalletMethodError`;
 * - anything else (4100 unauthorized, 4900/4901 disconnected, -32xxx JSON-RPC errors, a wallet
 *   SDK's own error) → `WalletRequestError`, its code readable with `getWalletErrorCode`.
 *
 * @example
 * try { return await provider.request({ method: 'personal_sign', params }) } catch (error) {
 *   throw mapWalletError(error, { namespace: 'eip155', operation: 'signMessage' })
 * }
 */
export function mapWalletError(error: unknown, parameters: MapWalletErrorParameters): AirlockError {
  if (error instanceof AirlockError) return error
  const nodes = [...walk(error)]
  if (nodes.some((node) => signalsRejection(node, parameters.namespace))) {
    // The wallet's own error as the cause, so its 4001 stays readable along `cause`.
    const wallet = nodes.find((node) => node.code === walletErrorCodes.userRejected)
    return new UserRejectedRequestError(wallet ?? error)
  }
  const unsupported = nodes.find((node) => node.code === walletErrorCodes.unsupportedMethod)
  if (unsupported) {
    return new UnsupportedWalletMethodError(parameters.method ?? parameters.operation, unsupported)
  }
  return new WalletRequestError({
    namespace: parameters.namespace,
    operation: parameters.operation,
    cause: error,
  })
}
