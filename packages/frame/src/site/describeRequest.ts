import { base58 } from '@scure/base'
import { bytesToHex, formatUnits, hexToBytes, isHex } from 'viem'
import { parseSolanaMessage } from '../custody/solanaMessage.js'
import { parseSolanaTransaction } from '../custody/solanaTransaction.js'
import { describeMessages } from '../messages/en/describe.js'
import { formatFrameMessage } from '../messages/formatFrameMessage.js'
import type { DescribeMessages } from '../messages/types.js'
import { describePreview } from '../preview/describePreview.js'
import type { RequestPreview } from '../preview/previewRequest.js'
import type { FrameRpcRequest } from '../protocol/rpc.js'
import { describeNetwork } from './describeNetwork.js'
import { describeSolanaInstruction } from './describeSolanaInstruction.js'
import { formatUsd } from './formatUsd.js'

/** One line of what the visitor approves. */
export type ApprovalRow = { label: string; value: string }

/**
 * What the approval screen shows for an unsafe request: a title, the network it runs on (for a
 * request bound to one) and decoded rows.
 */
export type ApprovalDescription = {
  title: string
  /** The network by name and id, e.g. `Polygon (chain 137)`. */
  network?: string | undefined
  rows: ApprovalRow[]
}

/** Letters, digits, punctuation, symbols and spaces: what a message shown as text may hold. */
const printable = /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u

/**
 * A message to sign as the visitor reads it: valid, printable UTF-8 as text; any other bytes
 * labelled unreadable and shown in hex (never as text with replacement marks).
 */
function messageBytesRow(bytes: Uint8Array, messages: DescribeMessages): ApprovalRow {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (printable.test(text)) return { label: messages.message, value: text }
  } catch {}
  return { label: messages.unreadableBytes, value: bytesToHex(bytes) }
}

/** A `personal_sign` message: hex is read as bytes, anything else is the text itself. */
function personalMessageRow(data: string, messages: DescribeMessages): ApprovalRow {
  return isHex(data)
    ? messageBytesRow(hexToBytes(data), messages)
    : { label: messages.message, value: data }
}

/**
 * A Solana message's instructions, one row each; the message's bytes in hex when they cannot be
 * read (the visitor still sees exactly what they sign).
 */
function solanaRows(message: Uint8Array, messages: DescribeMessages): ApprovalRow[] {
  try {
    return parseSolanaMessage(message).instructions.map((instruction) =>
      describeSolanaInstruction(instruction, messages),
    )
  } catch {
    return [{ label: messages.transaction, value: bytesToHex(message) }]
  }
}

function quantity(value: string | number | undefined): bigint {
  if (value === undefined) return 0n
  return typeof value === 'number' ? BigInt(value) : BigInt(value)
}

/**
 * The native coin of the chain a request runs on (an EVM chain id, or a CAIP-2 id; ETH without
 * one), and `format`, an amount of its smallest unit in whole coins ('0.000105').
 */
export function describeNativeCoin(
  chain: string | number | undefined,
  messages: DescribeMessages = describeMessages,
): { symbol: string; decimals: number; format: (value: bigint) => string } {
  const network = chain === undefined ? undefined : describeNetwork(chain, messages)
  const decimals = network?.decimals ?? 18
  return {
    symbol: network?.symbol ?? 'ETH',
    decimals,
    format: (value) => formatUnits(value, decimals),
  }
}

/**
 * Decodes an unsafe request for the approval screen: the message text, the typed data, or the
 * transaction's to, value, data and network fee (`fee` in the native unit's smallest unit, when
 * known; in USD first when `nativePriceUsd`, the native currency's price, is known too). `chain`
 * is the chain the request runs on (an EVM chain id, or a CAIP-2 id): the screen names it, and
 * amounts are in its native coin (ETH when no chain is given). Typed data names the chain of its
 * domain. Titles and labels are in `messages`, the visitor's language (English by default); what
 * the request holds is shown as it is. A `preview` (the simulation and the risky shapes the frame
 * decoded) puts its warnings first, then what leaves and enters the account, before the request's
 * own rows; what the account lacks to pay the transaction (`missing`) comes before them all.
 */
export function describeRequest(
  request: FrameRpcRequest,
  extra: {
    fee?: bigint | undefined
    /** The chain the request runs on: an EVM chain id, or a CAIP-2 id (`solana:…`). */
    chain?: string | number | undefined
    nativePriceUsd?: number | undefined
    /** A paymaster pays the fee: the visitor's balance does not. */
    sponsored?: boolean | undefined
    /** The texts in the visitor's language. Default: English. */
    messages?: DescribeMessages | undefined
    /** What the frame read of the request on the chain: advisory, shown before the request. */
    preview?: RequestPreview | undefined
    /**
     * What the account lacks for the transaction's value and fee, in the native unit's smallest
     * unit: a warning first. Undefined or zero: nothing is said.
     */
    missing?: bigint | undefined
  } = {},
): ApprovalDescription {
  const messages = extra.messages ?? describeMessages
  const network = extra.chain === undefined ? undefined : describeNetwork(extra.chain, messages)
  const onNetwork = network ? { network: network.label } : {}
  const { symbol, decimals } = describeNativeCoin(extra.chain, messages)
  const amount = (value: bigint) => `${formatUnits(value, decimals)} ${symbol}`
  const withUsd = (value: bigint) =>
    extra.nativePriceUsd === undefined
      ? amount(value)
      : `${amount(value)} (${formatUsd(Number(formatUnits(value, decimals)) * extra.nativePriceUsd)})`
  const { warnings, changes } = extra.preview
    ? describePreview(extra.preview, { messages, native: withUsd })
    : { warnings: [], changes: [] }
  const shortfall: ApprovalRow[] = extra.missing
    ? [
        {
          label: messages.warning,
          value: formatFrameMessage(messages.fundsMissing, { amount: amount(extra.missing) }),
        },
      ]
    : []
  const previewRows = [...shortfall, ...warnings, ...changes]
  const feeRows = (): ApprovalRow[] => {
    if (extra.sponsored) return [{ label: messages.networkFee, value: messages.sponsored }]
    if (extra.fee === undefined) return []
    const native = amount(extra.fee)
    const usd =
      extra.nativePriceUsd === undefined
        ? undefined
        : formatUsd(Number(formatUnits(extra.fee, decimals)) * extra.nativePriceUsd)
    return [{ label: messages.networkFee, value: usd ? `${usd} (${native})` : native }]
  }
  switch (request.method) {
    case 'personal_sign':
      return {
        title: messages.signMessage,
        rows: [personalMessageRow(request.params[0], messages)],
      }
    case 'eth_signTypedData_v4': {
      const data = request.params[1]
      const parsed = typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : data
      // The signature is bound to the chain its domain names, whatever chain the frame is on.
      const domainChain = (parsed.domain as { chainId?: unknown } | undefined)?.chainId
      return {
        title: messages.signTypedData,
        ...(typeof domainChain === 'string' || typeof domainChain === 'number'
          ? { network: describeNetwork(domainChain, messages).label }
          : {}),
        rows: [
          ...previewRows,
          { label: messages.type, value: String(parsed.primaryType ?? '') },
          { label: messages.domain, value: JSON.stringify(parsed.domain ?? {}, null, 2) },
          { label: messages.message, value: JSON.stringify(parsed.message ?? {}, null, 2) },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const [transaction] = request.params
      const rows: ApprovalRow[] = [
        { label: messages.to, value: transaction.to ?? messages.newContract },
        { label: messages.value, value: amount(quantity(transaction.value)) },
      ]
      const data = transaction.data ?? transaction.input
      if (data && data !== '0x') rows.push({ label: messages.data, value: data })
      return {
        title: messages.sendTransaction,
        ...onNetwork,
        rows: [...previewRows, ...rows, ...feeRows()],
      }
    }
    case 'wallet_sendCalls': {
      // Every call, in order: the visitor approves the whole batch at once.
      const [{ calls }] = request.params
      const rows = calls.flatMap((call, index): ApprovalRow[] => {
        const label = (text: string) =>
          calls.length === 1
            ? text
            : formatFrameMessage(messages.callRow, { index: index + 1, label: text })
        return [
          { label: label(messages.to), value: call.to },
          { label: label(messages.value), value: amount(quantity(call.value)) },
          ...(call.data && call.data !== '0x'
            ? [{ label: label(messages.data), value: call.data }]
            : []),
        ]
      })
      return {
        title:
          calls.length === 1
            ? messages.sendTransaction
            : formatFrameMessage(messages.sendCalls, { count: calls.length }),
        ...onNetwork,
        rows: [...previewRows, ...rows, ...feeRows()],
      }
    }
    case 'solana_signMessage':
      return {
        title: messages.signMessage,
        rows: [messageBytesRow(base58.decode(request.params.message), messages)],
      }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions': {
      const wires =
        request.method === 'solana_signTransaction'
          ? [request.params.transaction]
          : request.params.transactions
      return {
        title:
          wires.length === 1
            ? messages.signTransaction
            : formatFrameMessage(messages.signTransactions, { count: wires.length }),
        ...onNetwork,
        rows: [
          ...previewRows,
          ...wires.flatMap((wire) => {
            const { signers, message } = parseSolanaTransaction(base58.decode(wire))
            return [
              { label: messages.feePayer, value: signers[0] ?? '' },
              ...solanaRows(message, messages),
            ]
          }),
        ],
      }
    }
    default:
      return {
        title: request.method,
        rows: [{ label: messages.request, value: JSON.stringify(request.params ?? null, null, 2) }],
      }
  }
}
