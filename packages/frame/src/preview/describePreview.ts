import type { Address } from 'viem'
import { formatUnits } from 'viem'
import { formatFrameMessage } from '../messages/formatFrameMessage.js'
import type { DescribeMessages } from '../messages/types.js'
import type { ApprovalRow } from '../site/describeRequest.js'
import { formatUsd } from '../site/formatUsd.js'
import type { RevertReason } from './decodeRevertReason.js'
import type { RequestPreview } from './previewRequest.js'
import type { TokenMetadata } from './readTokenMetadata.js'
import type { Asset } from './readTransferLogs.js'
import type { Risk } from './types.js'

/** What the approval shows of a preview: warnings first, then what the account sends and receives. */
export type PreviewRows = { warnings: ApprovalRow[]; changes: ApprovalRow[] }

export type DescribePreviewOptions = {
  messages: DescribeMessages
  /** A native-coin amount in its unit (with its USD value when the price is known). */
  native: (amount: bigint) => string
}

/** The latest date written as one; a later expiry is as good as none. */
const lastDate = 253_402_300_799n

const short = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** A date as Unix seconds, in UTC: '2025-01-17 00:00 UTC'. */
const formatDate = (seconds: bigint) =>
  `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * The rows a preview adds to an approval. `warnings`: each risky shape (an unlimited approval, a
 * signed permit, an operator over a whole collection), each recipient that is a contract with no
 * code history, and a simulation that fails, with its reason. `changes`: each asset that leaves
 * (−) or enters (+) the account, with the counterparty (on Solana: each balance of the account
 * that changes, before → after, the fee included); "nothing" when the simulation found no change;
 * "no preview" when there was no simulation. A limited approval made by a transaction is a plain
 * row. Tokens are named by their symbol (as
 * their contract says) and their contract's address.
 */
export function describePreview(
  preview: RequestPreview,
  { messages, native }: DescribePreviewOptions,
): PreviewRows {
  const text = (template: string, values: Record<string, string | bigint>) =>
    formatFrameMessage(template, values)
  const metadata = (address: Address): TokenMetadata => preview.tokens.get(address) ?? {}
  /** A token by its symbol and contract, e.g. 'AUSD (0xCf7E…0Fc9)'; its address alone without one. */
  const tokenName = (address: Address) => {
    const { symbol } = metadata(address)
    return symbol ? `${symbol} (${short(address)})` : address
  }
  /**
   * An amount of an ERC-20 in its unit, e.g. '10 AUSD (0xCf7E…0Fc9)', with its worth first in the
   * brackets when the server prices that contract: '10 AUSD ($10.00, 0xCf7E…0Fc9)'.
   */
  const tokenAmount = (address: Address, amount: bigint) => {
    const { symbol, decimals } = metadata(address)
    if (decimals === undefined || !symbol)
      return `${text(messages.baseUnits, { amount })} (${address})`
    const units = formatUnits(amount, decimals)
    const price = preview.tokenPricesUsd?.get(address)
    const worth = price === undefined ? '' : `${formatUsd(Number(units) * price)}, `
    return `${units} ${symbol} (${worth}${short(address)})`
  }
  const assetAmount = (asset: Asset, amount: bigint) => {
    switch (asset.kind) {
      case 'native':
        return native(amount)
      case 'erc20':
        return tokenAmount(asset.address, amount)
      default: {
        const { symbol } = metadata(asset.address)
        return [String(amount), symbol, `#${asset.tokenId}`, `(${short(asset.address)})`]
          .filter(Boolean)
          .join(' ')
      }
    }
  }
  const reasonText = (reason: RevertReason) => {
    switch (reason.kind) {
      case 'message':
        return reason.message || messages.revertNoReason
      case 'panic':
        return text(messages.revertPanic, { code: `0x${reason.code.toString(16)}` })
      case 'custom':
        return reason.signature ?? text(messages.revertCustom, { selector: reason.selector })
      case 'none':
        return messages.revertNoReason
    }
  }
  const riskRow = (risk: Risk): { warning: boolean; row: ApprovalRow } => {
    if (risk.kind === 'nftApproval') {
      const { symbol } = metadata(risk.collection)
      return {
        warning: false,
        row: {
          label: messages.approval,
          value: text(messages.nftApproval, {
            spender: risk.spender,
            item: [symbol, `#${risk.tokenId}`, `(${short(risk.collection)})`]
              .filter(Boolean)
              .join(' '),
          }),
        },
      }
    }
    if (risk.kind === 'operator')
      return {
        warning: true,
        row: {
          label: messages.warning,
          value: text(messages.operatorApproval, {
            operator: risk.operator,
            collection: tokenName(risk.collection),
          }),
        },
      }
    const signed = risk.source === 'permit' || risk.source === 'permit2Permit'
    const values = {
      spender: risk.spender,
      token: tokenName(risk.token),
      amount: tokenAmount(risk.token, risk.amount),
    }
    const sentence = signed
      ? text(risk.unlimited ? messages.permitUnlimited : messages.permitLimited, values)
      : text(risk.unlimited ? messages.allowanceUnlimited : messages.allowanceLimited, values)
    const lines = [
      sentence,
      ...(risk.expiry !== undefined && risk.expiry <= lastDate
        ? [text(messages.allowanceEnds, { date: formatDate(risk.expiry) })]
        : []),
      ...(risk.deadline !== undefined && risk.deadline <= lastDate
        ? [text(messages.signatureDeadline, { date: formatDate(risk.deadline) })]
        : []),
    ]
    const warning = signed || risk.unlimited
    return {
      warning,
      row: { label: warning ? messages.warning : messages.approval, value: lines.join('\n') },
    }
  }

  const risks = preview.risks.map(riskRow)
  const warnings = risks.filter((risk) => risk.warning).map(({ row }) => row)
  const changes: ApprovalRow[] = risks.filter((risk) => !risk.warning).map(({ row }) => row)
  const { simulation } = preview
  switch (simulation?.status) {
    case undefined:
      break
    case 'success':
      for (const contract of simulation.contractsWithoutHistory ?? [])
        warnings.push({
          label: messages.warning,
          value: text(messages.contractWithoutHistory, { account: contract }),
        })
      if (simulation.changes.length === 0)
        changes.push({ label: messages.assetChanges, value: messages.noAssetChanges })
      for (const change of simulation.changes) {
        const out = change.direction === 'out'
        changes.push({
          label: out ? messages.youSend : messages.youReceive,
          value: text(out ? messages.changeTo : messages.changeFrom, {
            amount: `${out ? '−' : '+'}${assetAmount(change.asset, change.amount)}`,
            account: change.counterparty,
          }),
        })
      }
      break
    case 'reverted':
      warnings.push({
        label: messages.warning,
        value: text(messages.willFail, { reason: reasonText(simulation.reason) }),
      })
      break
    case 'rejected':
      warnings.push({
        label: messages.warning,
        value: text(messages.willFail, { reason: simulation.message }),
      })
      break
    case 'unavailable':
      changes.push({ label: messages.assetChanges, value: messages.noSimulation })
      break
  }
  const { solana } = preview
  switch (solana?.status) {
    case undefined:
      break
    case 'success':
      if (solana.changes.length === 0)
        changes.push({ label: messages.assetChanges, value: messages.noAssetChanges })
      for (const { asset, decimals, before, after } of solana.changes) {
        const delta = after - before
        const unit = asset.kind === 'sol' ? 'SOL' : asset.mint
        changes.push({
          label: messages.balanceChange,
          value: text(messages.balanceChangeValue, {
            change: `${delta < 0n ? '−' : '+'}${formatUnits(delta < 0n ? -delta : delta, decimals)} ${unit}`,
            before: formatUnits(before, decimals),
            after: formatUnits(after, decimals),
          }),
        })
      }
      break
    case 'failed':
      warnings.push({
        label: messages.warning,
        value: text(messages.willFail, { reason: solana.error }),
      })
      break
    case 'unavailable':
      changes.push({ label: messages.assetChanges, value: messages.noSimulation })
      break
  }
  return { warnings, changes }
}
