import type { Transaction } from '@airlock/blockchain-api'
import { formatBalance } from '../formatters/formatBalance.js'

/**
 * Operation types shown with '+' and with '-' (spec §5; a purchase through the on-ramp arrives
 * like a receipt). Others carry no sign.
 */
const plusTypes = ['receive', 'deposit', 'borrow', 'claim', 'buy']
const minusTypes = ['withdraw', 'repay', 'burn']

/**
 * The sign of a history row's amount: '+' for receive, deposit, borrow, claim and buy, '-' for
 * withdraw, repay and burn, none otherwise.
 *
 * @example getTransactionSign('receive') // '+'
 */
export function getTransactionSign(operationType: string): '+' | '-' | '' {
  if (plusTypes.includes(operationType)) return '+'
  if (minusTypes.includes(operationType)) return '-'
  return ''
}

export type TransactionDescription = {
  operationType: Transaction['metadata']['operationType']
  /**
   * Signed amount with 3 decimals (floored), e.g. '+1.5', written for the `locale` option;
   * undefined for a transfer-less row.
   */
  amount: string | undefined
  /** Token symbol or NFT name. */
  label: string | undefined
  imageUrl: string | undefined
  status: Transaction['metadata']['status']
}

/**
 * What a history row shows for a transaction: its first transfer's amount with the spec's sign
 * and 3 decimals (in `locale`, default plain digits), the token symbol or NFT name, and an image.
 *
 * @example describeTransaction(transaction) // { operationType: 'receive', amount: '+1.5', label: 'AUSD', … }
 * @example describeTransaction(transaction, { locale: 'de' }).amount // '+1,5'
 */
export function describeTransaction(
  transaction: Transaction,
  { locale }: { locale?: string | undefined } = {},
): TransactionDescription {
  const transfer = transaction.transfers[0]
  const quantity = transfer?.quantity.numeric
  const amount = transfer ? formatBalance(quantity, 3, locale) : undefined
  // An amount that shows as 0 carries no sign.
  const isZero = formatBalance(quantity, 3) === '0'
  const sign = isZero ? '' : getTransactionSign(transaction.metadata.operationType)
  return {
    operationType: transaction.metadata.operationType,
    amount: amount === undefined ? undefined : `${sign}${amount}`,
    label: transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name,
    imageUrl: transfer?.fungible_info?.icon.url || transfer?.nft_info?.content.preview?.url,
    status: transaction.metadata.status,
  }
}
