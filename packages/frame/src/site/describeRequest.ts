import { formatEther, type Hex, hexToString, isHex } from 'viem'
import type { FrameRpcRequest } from '../protocol/rpc.js'

/** One line of what the visitor approves. */
export type ApprovalRow = { label: string; value: string }

/** What the approval screen shows for an unsafe request: a title and decoded rows. */
export type ApprovalDescription = { title: string; rows: ApprovalRow[] }

function messageText(data: string): string {
  if (!isHex(data)) return data
  try {
    const text = hexToString(data as Hex)
    // Show text as text; bytes that are not printable stay hex.
    return /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text) ? text : data
  } catch {
    return data
  }
}

function quantity(value: string | number | undefined): bigint {
  if (value === undefined) return 0n
  return typeof value === 'number' ? BigInt(value) : BigInt(value)
}

/**
 * Decodes an unsafe request for the approval screen: the message text, the typed data, or the
 * transaction's to, value, data and network fee (`fee` in the native unit, when known).
 */
export function describeRequest(
  request: FrameRpcRequest,
  extra: { fee?: bigint | undefined; symbol?: string | undefined } = {},
): ApprovalDescription {
  const symbol = extra.symbol ?? 'ETH'
  switch (request.method) {
    case 'personal_sign':
      return {
        title: 'Sign message',
        rows: [{ label: 'Message', value: messageText(request.params[0]) }],
      }
    case 'eth_signTypedData_v4': {
      const data = request.params[1]
      const parsed = typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : data
      return {
        title: 'Sign typed data',
        rows: [
          { label: 'Type', value: String(parsed.primaryType ?? '') },
          { label: 'Domain', value: JSON.stringify(parsed.domain ?? {}, null, 2) },
          { label: 'Message', value: JSON.stringify(parsed.message ?? {}, null, 2) },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const [transaction] = request.params
      const rows: ApprovalRow[] = [
        { label: 'To', value: transaction.to ?? 'New contract' },
        { label: 'Value', value: `${formatEther(quantity(transaction.value))} ${symbol}` },
      ]
      const data = transaction.data ?? transaction.input
      if (data && data !== '0x') rows.push({ label: 'Data', value: data })
      if (extra.fee !== undefined)
        rows.push({ label: 'Network fee', value: `${formatEther(extra.fee)} ${symbol}` })
      return { title: 'Send transaction', rows }
    }
    default:
      return {
        title: request.method,
        rows: [{ label: 'Request', value: JSON.stringify(request.params ?? null, null, 2) }],
      }
  }
}
