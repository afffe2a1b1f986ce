import type { Transaction } from '@airlock/blockchain-api'

/**
 * The transactions worth listing (spec §5): those of the connected chain, without the ones whose
 * every transfer is a spam NFT.
 *
 * @example filterTransactions(state.transactions.transactions, 'eip155:31337')
 */
export function filterTransactions<T extends Transaction>(
  transactions: readonly T[],
  chainId: string | undefined,
): T[] {
  return transactions.filter(
    (transaction) =>
      (!chainId || transaction.metadata.chain === chainId) && !isSpamOnly(transaction),
  )
}

function isSpamOnly(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}
