import type { Transaction } from '@airlock/blockchain-api'

export type TransactionGroup<T extends Transaction = Transaction> = {
  year: number
  /** 0 for January. */
  month: number
  transactions: T[]
}

/**
 * Transactions grouped by year, then month (spec §2), newest group first, each group in the
 * given order. Months are taken in UTC so a group does not depend on where the page runs.
 *
 * @example groupTransactions(transactions).map((group) => getTransactionGroupTitle(group))
 */
export function groupTransactions<T extends Transaction>(
  transactions: readonly T[],
): TransactionGroup<T>[] {
  const groups = new Map<string, TransactionGroup<T>>()
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    const year = minedAt.getUTCFullYear()
    const month = minedAt.getUTCMonth()
    const key = `${year}-${month}`
    let group = groups.get(key)
    if (!group) {
      group = { year, month, transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  return [...groups.values()].sort((a, b) => b.year - a.year || b.month - a.month)
}

/**
 * A group's title: the month's name in `locale`, with the year added when it is not the current
 * year.
 *
 * @example getTransactionGroupTitle({ year: 2024, month: 2 }, { now: Date.parse('2025-06-01') }) // 'March 2024'
 */
export function getTransactionGroupTitle(
  group: Pick<TransactionGroup, 'year' | 'month'>,
  { now = Date.now(), locale = 'en-US' }: { now?: number; locale?: string } = {},
): string {
  const date = new Date(Date.UTC(group.year, group.month, 1))
  // Groups are Gregorian months: name them in that calendar whatever the locale's own.
  const month = new Intl.DateTimeFormat(locale, {
    month: 'long',
    timeZone: 'UTC',
    calendar: 'gregory',
  }).format(date)
  return group.year === new Date(now).getUTCFullYear() ? month : `${month} ${group.year}`
}
