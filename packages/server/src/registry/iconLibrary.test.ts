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
  expect(findNetworkIcon('eip155:999999999')).toBeUndefined()
  for (const symbol of ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'SOL', 'BTC']) {
    expect(findTokenIcon(symbol.toLowerCase()), symbol).toBe(symbol)
  }
  // A small token sharing a devnet token's symbol lends it no logo.
  expect(findTokenIcon('AIR')).toBeUndefined()
})

test("every network @airlock/core bundles has its ecosystem's or its own logo", async () => {
  const bundled = {
    // Mainnets and testnets
    'eip155:1': 'ethereum',
    'eip155:11155111': 'ethereum',
    'eip155:8453': 'base',
    'eip155:84532': 'base',
    'eip155:10': 'optimism',
    'eip155:42161': 'arbitrum-one',
    'eip155:137': 'polygon',
    'eip155:56': 'binance-smart-chain',
    'eip155:43114': 'avalanche',
    'eip155:100': 'gnosis',
    'eip155:324': 'zksync',
    'eip155:42220': 'celo',
    'eip155:7777777': 'zora',
    'eip155:1313161554': 'aurora',
    'eip155:2000': 'dogechain',
    'eip155:146': 'sonic',
    'eip155:728126428': 'tron',
    'tron:0x2b6653dc': 'tron',
    'eip155:421614': 'arbitrum-one',
    'eip155:80002': 'polygon',
    'eip155:1440002': 'xrp',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana',
    'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
    'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin',
    'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin',
    'bip122:00000008819873e925422c1ff0f99f7c': 'bitcoin',
    // The local stack's chains: anvil runs Ethereum, LiteSVM Solana.
    'eip155:31337': 'ethereum',
    'eip155:31338': 'ethereum',
    'solana:AirLockLocaLSoLana11111111111111': 'solana',
  }
  for (const [id, icon] of Object.entries(bundled)) {
    expect(findNetworkIcon(id), id).toBe(icon)
    expect(await loadIconSvg('networks', icon), id).toMatch(/^<svg[\s>]/)
  }
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
