import type { Transaction, TransactionTransfer } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { describeTransaction, getTransactionSign } from './describeTransaction.js'
import { filterTransactions } from './filterTransactions.js'
import { getTransactionGroupTitle, groupTransactions } from './groupTransactions.js'

let counter = 0
function transaction(
  minedAt: string,
  {
    chain = 'eip155:31337',
    operationType = 'send',
    transfers = [fungible('1.5')],
  }: {
    chain?: `eip155:${string}`
    operationType?: Transaction['metadata']['operationType']
    transfers?: TransactionTransfer[]
  } = {},
): Transaction {
  counter += 1
  return {
    id: `tx-${counter}`,
    metadata: {
      operationType,
      hash: `0x${counter.toString(16).padStart(64, '0')}`,
      minedAt,
      sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      nonce: counter,
      chain,
    },
    transfers,
  }
}

function fungible(numeric: string, direction: 'in' | 'out' = 'out'): TransactionTransfer {
  return {
    fungible_info: { name: 'Airlock USD', symbol: 'AUSD', icon: { url: 'https://x/ausd.svg' } },
    direction,
    quantity: { numeric },
  }
}

function nft(isSpam: boolean): TransactionTransfer {
  return {
    nft_info: {
      name: 'Lantern #1',
      flags: { is_spam: isSpam },
      content: { preview: { url: 'https://x/1.svg' } },
    },
    direction: 'in',
    quantity: { numeric: '1' },
  }
}

describe('groupTransactions', () => {
  it('groups by year, then month, newest first, keeping the order inside a group', () => {
    const list = [
      transaction('2025-06-14T10:00:00Z'),
      transaction('2025-06-01T00:00:00Z'),
      transaction('2025-05-31T23:59:59Z'),
      transaction('2024-12-31T23:59:59Z'),
      transaction('2024-01-01T00:00:00Z'),
    ]
    const groups = groupTransactions(list)
    expect(
      groups.map(({ year, month, transactions }) => [year, month, transactions.length]),
    ).toEqual([
      [2025, 5, 2],
      [2025, 4, 1],
      [2024, 11, 1],
      [2024, 0, 1],
    ])
    expect(groups[0]?.transactions.map((entry) => entry.id)).toEqual([list[0]?.id, list[1]?.id])
  })

  it('an empty list has no groups', () => {
    expect(groupTransactions([])).toEqual([])
  })

  it('titles are the month name, with the year only when it is not the current year', () => {
    const now = Date.parse('2025-06-15T12:00:00Z')
    expect(getTransactionGroupTitle({ year: 2025, month: 5 }, { now })).toBe('June')
    expect(getTransactionGroupTitle({ year: 2025, month: 0 }, { now })).toBe('January')
    expect(getTransactionGroupTitle({ year: 2024, month: 11 }, { now })).toBe('December 2024')
    expect(getTransactionGroupTitle({ year: 2026, month: 0 }, { now })).toBe('January 2026')
  })

  it('titles are in the visitor’s locale, Gregorian months whatever its calendar', () => {
    const now = Date.parse('2025-06-15T12:00:00Z')
    const title = (month: number, locale: string, year = 2025) =>
      getTransactionGroupTitle({ year, month }, { now, locale })
    expect(title(2, 'de-DE')).toBe('März')
    expect(title(2, 'ja-JP')).toBe('3月')
    expect(title(11, 'fr-FR', 2024)).toBe('décembre 2024')
    // Persian writes months of its own calendar by default; a group is a Gregorian month.
    expect(title(2, 'fa')).toBe('مارس')
  })
})

describe('signs and amounts', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])("%s is '+'", (type) => {
    expect(getTransactionSign(type)).toBe('+')
  })
  it.each(['withdraw', 'repay', 'burn'])("%s is '-'", (type) => {
    expect(getTransactionSign(type)).toBe('-')
  })
  it.each(['send', 'mint', 'execute', 'approve', 'deploy'])('%s has no sign', (type) => {
    expect(getTransactionSign(type)).toBe('')
  })

  it('rows show 3 decimals, floored, with the sign', () => {
    const received = describeTransaction(
      transaction('2025-06-01T00:00:00Z', {
        operationType: 'receive',
        transfers: [fungible('1.23456', 'in')],
      }),
    )
    expect(received).toMatchObject({ amount: '+1.234', label: 'AUSD', operationType: 'receive' })
    const burned = describeTransaction(
      transaction('2025-06-01T00:00:00Z', {
        operationType: 'burn',
        transfers: [fungible('0.0009')],
      }),
    )
    expect(burned.amount).toBe('0')
    expect(
      describeTransaction(transaction('2025-06-01T00:00:00Z', { transfers: [fungible('1.5')] }))
        .amount,
    ).toBe('1.5')
    expect(
      describeTransaction(transaction('2025-06-01T00:00:00Z', { transfers: [nft(false)] })),
    ).toMatchObject({ label: 'Lantern #1', imageUrl: 'https://x/1.svg' })
    expect(describeTransaction(transaction('2025-06-01T00:00:00Z', { transfers: [] })).amount).toBe(
      undefined,
    )
  })

  it('amounts are written in the locale, the sign kept and a zero still unsigned', () => {
    const received = transaction('2025-06-01T00:00:00Z', {
      operationType: 'receive',
      transfers: [fungible('12345.6789', 'in')],
    })
    expect(describeTransaction(received, { locale: 'de-DE' }).amount).toBe('+12.345,678')
    expect(describeTransaction(received, { locale: 'hi-IN' }).amount).toBe('+12,345.678')
    const burned = transaction('2025-06-01T00:00:00Z', {
      operationType: 'burn',
      transfers: [fungible('0.0009')],
    })
    expect(describeTransaction(burned, { locale: 'fa' }).amount).toBe('۰')
  })
})

describe('filterTransactions', () => {
  it('keeps the connected chain and drops spam-only NFT transfers', () => {
    const kept = transaction('2025-06-01T00:00:00Z')
    const otherChain = transaction('2025-06-01T00:00:00Z', { chain: 'eip155:31338' })
    const spamOnly = transaction('2025-06-01T00:00:00Z', { transfers: [nft(true), nft(true)] })
    const partlySpam = transaction('2025-06-01T00:00:00Z', { transfers: [nft(true), nft(false)] })
    const noTransfers = transaction('2025-06-01T00:00:00Z', { transfers: [] })
    expect(
      filterTransactions([kept, otherChain, spamOnly, partlySpam, noTransfers], 'eip155:31337'),
    ).toEqual([kept, partlySpam, noTransfers])
  })
})
