import { expect, test } from 'vitest'
import {
  findNetworkIcon,
  findTokenIcon,
  findWalletIcon,
  loadIconSvg,
  loadWalletSvg,
} from './iconLibrary.js'
import { walletCatalogue } from './walletCatalogue.js'

test('bundled wallets are matched to the icon set by alias, id or name', () => {
  expect(findWalletIcon({ id: 'metamask', name: 'MetaMask' })).toBe('metamask')
  expect(findWalletIcon({ id: 'rabby', name: 'Rabby Wallet' })).toBe('rabby')
  expect(findWalletIcon({ id: 'tokenpocket', name: 'TokenPocket' })).toBe('token-pocket')
  expect(findWalletIcon({ id: 'ledger-live', name: 'Ledger Live' })).toBe('ledger')
  expect(findWalletIcon({ id: 'valora', name: 'Valora' })).toBeUndefined()
  const withLogo = walletCatalogue.filter((wallet) => findWalletIcon(wallet))
  // What the set holds today; a drop means a rename in the set or the catalogue.
  expect(withLogo.length).toBeGreaterThanOrEqual(24)
})

test('networks by CAIP-2 id and tokens by symbol', () => {
  expect(findNetworkIcon('eip155:1')).toBe('ethereum')
  expect(findNetworkIcon('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
  expect(findNetworkIcon('bip122:000000000019d6689c085ae165831e93')).toBe('bitcoin')
  expect(findNetworkIcon('eip155:31337')).toBeUndefined()
  for (const symbol of ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'SOL', 'BTC']) {
    expect(findTokenIcon(symbol.toLowerCase()), symbol).toBe(symbol)
  }
  // A small token sharing a devnet token's symbol lends it no logo.
  expect(findTokenIcon('AIR')).toBeUndefined()
})

test('an icon loads as an SVG string, once', async () => {
  const svg = await loadIconSvg('wallets', 'metamask')
  expect(svg).toMatch(/^<svg /)
  expect(loadIconSvg('wallets', 'metamask')).toBe(loadIconSvg('wallets', 'metamask'))
  expect(await loadIconSvg('tokens', 'NO-SUCH-TOKEN')).toBeUndefined()
})

test('every bundled wallet has a logo; an unknown one has none', async () => {
  const missing: string[] = []
  for (const wallet of walletCatalogue) {
    const svg = await loadWalletSvg(wallet)
    if (svg === undefined) missing.push(wallet.id)
    else expect(svg, wallet.id).toMatch(/^<svg[\s>]/)
  }
  expect(missing).toEqual([])
  expect(await loadWalletSvg({ id: 'no-such-wallet', name: 'No Such' })).toBeUndefined()
})
