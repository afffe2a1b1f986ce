import { networks, tokens, wallets } from '@web3icons/common'

/**
 * Logos from `@web3icons/core` (MIT): wallets, networks and tokens as SVG strings. Each icon is
 * its own module, imported on its first request and kept, so the server never loads the whole
 * set. Lookups go through `@web3icons/common`'s metadata, so only known file names are imported.
 * Bundled-registry wallets the set lacks take their logo from `walletLogos.ts` (copied from other
 * permissively licensed npm packages by `scripts/extractWalletLogos.mjs`).
 */
export type IconKind = 'wallets' | 'networks' | 'tokens'

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '')

// Registry ids whose name differs from the icon set's.
const walletAliases: Record<string, string> = {
  'ledger-live': 'ledger',
  'trezor-suite': 'trezor',
  mew: 'my-ether-wallet',
  walletconnect: 'wallet-connect',
}

const walletIcons = new Map<string, string>()
for (const wallet of wallets) {
  walletIcons.set(normalise(wallet.id), wallet.id)
  walletIcons.set(normalise(wallet.name), wallet.id)
}

/**
 * The icon id of a registry wallet, by alias, id or name (`Rabby Wallet` → `rabby`); undefined
 * when the set has no logo for it.
 *
 * @example findWalletIcon({ id: 'tokenpocket', name: 'TokenPocket' }) // 'token-pocket'
 */
export function findWalletIcon(wallet: { id: string; name: string }): string | undefined {
  const alias = walletAliases[wallet.id]
  if (alias) return alias
  return walletIcons.get(normalise(wallet.id)) ?? walletIcons.get(normalise(wallet.name))
}

// Networks @airlock/core bundles that the set's metadata does not list by id: test and local
// networks take their ecosystem's logo (the local stack's anvil chains run Ethereum, its LiteSVM
// chain Solana), and chains the set knows by another id take that one.
const networkAliases: Record<string, string> = {
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana', // devnet
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana', // testnet
  'solana:AirLockLocaLSoLana11111111111111': 'solana', // the local stack's
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin', // testnet
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin', // regtest
  'bip122:00000008819873e925422c1ff0f99f7c': 'bitcoin', // signet
  'eip155:31337': 'ethereum', // anvil, the local stack's
  'eip155:31338': 'ethereum', // the local stack's second anvil chain
  'eip155:728126428': 'tron',
  'tron:0x2b6653dc': 'tron',
  'eip155:1440002': 'xrp', // XRPL EVM devnet
}

const networkIcons = new Map<string, string>()
for (const network of networks) {
  // A testnet's entry names its mainnet's file (`sepolia` → `network:ethereum`).
  const file = network.filePath.split(':')[1] ?? network.id
  if (network.caip2id) networkIcons.set(network.caip2id.toLowerCase(), file)
  if (network.chainId !== undefined) networkIcons.set(`eip155:${network.chainId}`, file)
}
for (const [id, icon] of Object.entries(networkAliases)) {
  if (!networkIcons.has(id.toLowerCase())) networkIcons.set(id.toLowerCase(), icon)
}

/**
 * The icon id of a network by its CAIP-2 id (`eip155:8453`, `solana:5eykt4…`, `bip122:0000…`);
 * every network @airlock/core bundles has one (test and local ones their ecosystem's).
 *
 * @example findNetworkIcon('eip155:1') // 'ethereum'
 */
export function findNetworkIcon(caipNetworkId: string): string | undefined {
  return networkIcons.get(caipNetworkId.toLowerCase())
}

// A symbol is not unique: a small token elsewhere may share a local or new token's symbol (the
// devnet's AIR is also Altair's). Only well-known tokens get a logo by symbol.
const tokenRankLimit = 300
const nativeCoins = new Set(['BTC', 'ETH', 'SOL'])
const tokenIcons = new Map<string, string>()
// Highest market cap first, so a symbol several tokens share gets the best-known one's logo.
for (const token of [...tokens].sort(
  (a, b) => (a.marketCapRank ?? Infinity) - (b.marketCapRank ?? Infinity),
)) {
  const file = token.filePath.split(':')[1]
  const symbol = token.symbol.toUpperCase()
  const known = (token.marketCapRank ?? Infinity) <= tokenRankLimit || nativeCoins.has(symbol)
  if (file && known && !tokenIcons.has(symbol)) tokenIcons.set(symbol, file)
}

/**
 * The icon file of a well-known token's symbol (`eth` → `ETH`, one of the 300 largest by market
 * cap or a chain's native coin); undefined otherwise.
 *
 * @example findTokenIcon('usdc') // 'USDC'
 */
export function findTokenIcon(symbol: string): string | undefined {
  return tokenIcons.get(symbol.toUpperCase())
}

const variants: Record<IconKind, string> = {
  // Wallet logos on their own background read as app icons; networks and tokens are round marks.
  wallets: 'background',
  networks: 'branded',
  tokens: 'branded',
}
const loaded = new Map<string, Promise<string | undefined>>()

/**
 * The SVG of an icon found with findWalletIcon, findNetworkIcon or findTokenIcon; undefined if its
 * module is missing (the caller then draws a monogram).
 *
 * @example const svg = await loadIconSvg('wallets', 'metamask')
 */
export function loadIconSvg(kind: IconKind, id: string): Promise<string | undefined> {
  const key = `${kind}/${variants[kind]}/${id}`
  let svg = loaded.get(key)
  if (!svg) {
    svg = import(`@web3icons/core/svgs/${key}.svg.js`).then(
      (module: { default: string }) => module.default,
      () => undefined,
    )
    loaded.set(key, svg)
  }
  return svg
}

/**
 * The SVG logo of a registry wallet: the icon set's, else one from `walletLogos.ts` (imported on
 * first use); undefined when neither has it (the caller then draws a monogram).
 *
 * @example const svg = await loadWalletSvg({ id: 'valora', name: 'Valora' })
 */
export async function loadWalletSvg(wallet: {
  id: string
  name: string
}): Promise<string | undefined> {
  const icon = findWalletIcon(wallet)
  const svg = icon ? await loadIconSvg('wallets', icon) : undefined
  if (svg) return svg
  const { walletLogos } = await import('./walletLogos.js')
  return Object.hasOwn(walletLogos, wallet.id) ? walletLogos[wallet.id] : undefined
}
