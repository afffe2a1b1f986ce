import { walletListItemSchema } from '@airlock/blockchain-api'
import { expect, test } from 'vitest'
import { walletCatalogue } from './walletCatalogue.js'

test('the bundled catalogue: at least 100 valid, unique wallets', () => {
  expect(walletCatalogue.length).toBeGreaterThanOrEqual(100)
  for (const wallet of walletCatalogue) expect(walletListItemSchema.parse(wallet)).toEqual(wallet)
  expect(new Set(walletCatalogue.map((wallet) => wallet.id)).size).toBe(walletCatalogue.length)
  const rdns = walletCatalogue.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
  expect(new Set(rdns).size).toBe(rdns.length)
})
