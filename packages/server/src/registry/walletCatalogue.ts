import type { WalletListItem } from '@airlock/blockchain-api'

type Namespace = 'eip155' | 'solana' | 'bip122'

type CatalogueEntry = {
  id: string
  name: string
  rdns?: string
  namespaces: Namespace[]
  homepage: string
  mobile?: string
  desktop?: string
  webapp?: string
  appStore?: string
  playStore?: string
  chromeStore?: string
  /** Listed in the default featured set, so its facts get the closest review. */
  certified?: boolean
}

const namespaceChains: Record<Namespace, string[]> = {
  eip155: ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161'],
  solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  bip122: ['bip122:000000000019d6689c085ae165831e93'],
}

const appStore = (id: string) => `https://apps.apple.com/app/id${id}`
const playStore = (id: string) => `https://play.google.com/store/apps/details?id=${id}`
const chromeStore = (id: string) => `https://chromewebstore.google.com/detail/${id}`

/**
 * Well-known wallets and their public facts: name, EIP-6963 rdns, chains, links and store pages.
 * Ordered by how often people use them (logos: iconLibrary.ts). A fact we are not sure of
 * is left out (null) rather than guessed.
 */
const entries: CatalogueEntry[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    namespaces: ['eip155'],
    homepage: 'https://metamask.io',
    mobile: 'metamask://',
    appStore: appStore('1438144202'),
    playStore: playStore('io.metamask'),
    chromeStore: chromeStore('nkbihfbeogaeaoehlefnkodbefgpgknn'),
    certified: true,
  },
  {
    id: 'trust',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://trustwallet.com',
    mobile: 'trust://',
    appStore: appStore('1288339409'),
    playStore: playStore('com.wallet.crypto.trustapp'),
    chromeStore: chromeStore('egjidjbpglichdcondbcbdnbeeppgdph'),
    certified: true,
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    namespaces: ['eip155', 'solana'],
    homepage: 'https://www.coinbase.com/wallet',
    mobile: 'cbwallet://',
    appStore: appStore('1278383455'),
    playStore: playStore('org.toshi'),
    chromeStore: chromeStore('hnfanknocfeofbddgcijnmhnfnkdnaad'),
    certified: true,
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    namespaces: ['eip155'],
    homepage: 'https://rainbow.me',
    mobile: 'rainbow://',
    appStore: appStore('1457119021'),
    playStore: playStore('me.rainbow'),
    chromeStore: chromeStore('opfgelmcmbiajamepnmloijbpoleiama'),
    certified: true,
  },
  {
    id: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://phantom.com',
    mobile: 'phantom://',
    appStore: appStore('1598432977'),
    playStore: playStore('app.phantom'),
    chromeStore: chromeStore('bfnaelmomeimhlpmgjnjophhpkkoljpa'),
    certified: true,
  },
  {
    id: 'rabby',
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
    namespaces: ['eip155'],
    homepage: 'https://rabby.io',
    chromeStore: chromeStore('acmacodkjbdgmoleebolmdjonilkdbch'),
    certified: true,
  },
  {
    id: 'zerion',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    namespaces: ['eip155', 'solana'],
    homepage: 'https://zerion.io',
    mobile: 'zerion://',
    chromeStore: chromeStore('klghhnkeealcohjjanjjdaeeggmfmlpl'),
    certified: true,
  },
  {
    id: 'okx',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://web3.okx.com',
    mobile: 'okex://',
    chromeStore: chromeStore('mcohilncbfahbmgdjkbpemcciiolgcge'),
    certified: true,
  },
  {
    id: 'uniswap',
    name: 'Uniswap Wallet',
    rdns: 'org.uniswap.app',
    namespaces: ['eip155'],
    homepage: 'https://wallet.uniswap.org',
    mobile: 'uniswap://',
  },
  {
    id: 'safe',
    name: 'Safe{Wallet}',
    namespaces: ['eip155'],
    homepage: 'https://safe.global',
    webapp: 'https://app.safe.global',
  },
  {
    id: 'brave',
    name: 'Brave Wallet',
    rdns: 'com.brave.wallet',
    namespaces: ['eip155', 'solana'],
    homepage: 'https://brave.com/wallet',
  },
  {
    id: 'bitget',
    name: 'Bitget Wallet',
    rdns: 'com.bitget.web3',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://web3.bitget.com',
    mobile: 'bitkeep://',
  },
  {
    id: 'binance',
    name: 'Binance Wallet',
    rdns: 'com.binance.wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://www.binance.com/en/web3wallet',
  },
  {
    id: 'ledger-live',
    name: 'Ledger Live',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://www.ledger.com/ledger-live',
    mobile: 'ledgerlive://',
    desktop: 'ledgerlive://',
  },
  {
    id: 'argent',
    name: 'Argent',
    namespaces: ['eip155'],
    homepage: 'https://www.argent.xyz',
    mobile: 'argent://',
  },
  {
    id: 'exodus',
    name: 'Exodus',
    rdns: 'com.exodus.web3',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://www.exodus.com',
    mobile: 'exodus://',
  },
  {
    id: 'backpack',
    name: 'Backpack',
    rdns: 'app.backpack',
    namespaces: ['eip155', 'solana'],
    homepage: 'https://backpack.app',
  },
  {
    id: 'imtoken',
    name: 'imToken',
    rdns: 'im.token',
    namespaces: ['eip155', 'bip122'],
    homepage: 'https://token.im',
    mobile: 'imtokenv2://',
  },
  {
    id: 'tokenpocket',
    name: 'TokenPocket',
    rdns: 'pro.tokenpocket',
    namespaces: ['eip155', 'solana'],
    homepage: 'https://www.tokenpocket.pro',
    mobile: 'tpoutside://',
  },
  {
    id: 'safepal',
    name: 'SafePal',
    rdns: 'com.safepal',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://www.safepal.com',
    mobile: 'safepalwallet://',
  },
  {
    id: 'magic-eden',
    name: 'Magic Eden Wallet',
    rdns: 'io.magiceden.wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://wallet.magiceden.io',
  },
  {
    id: 'ctrl',
    name: 'Ctrl Wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://ctrl.xyz',
  },
  {
    id: 'crypto-com-onchain',
    name: 'Crypto.com Onchain',
    namespaces: ['eip155'],
    homepage: 'https://crypto.com/onchain',
  },
  {
    id: 'frame',
    name: 'Frame',
    rdns: 'sh.frame',
    namespaces: ['eip155'],
    homepage: 'https://frame.sh',
  },
  {
    id: 'enkrypt',
    name: 'Enkrypt',
    rdns: 'com.enkrypt',
    namespaces: ['eip155', 'bip122'],
    homepage: 'https://www.enkrypt.com',
  },
  {
    id: 'talisman',
    name: 'Talisman',
    rdns: 'xyz.talisman',
    namespaces: ['eip155'],
    homepage: 'https://talisman.xyz',
  },
  {
    id: 'subwallet',
    name: 'SubWallet',
    rdns: 'app.subwallet',
    namespaces: ['eip155'],
    homepage: 'https://www.subwallet.app',
  },
  {
    id: 'onekey',
    name: 'OneKey',
    rdns: 'so.onekey.app.wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://onekey.so',
  },
  {
    id: 'core',
    name: 'Core',
    rdns: 'app.core.extension',
    namespaces: ['eip155', 'bip122'],
    homepage: 'https://core.app',
  },
  {
    id: 'ambire',
    name: 'Ambire Wallet',
    rdns: 'com.ambire',
    namespaces: ['eip155'],
    homepage: 'https://www.ambire.com',
  },
  { id: 'taho', name: 'Taho', namespaces: ['eip155'], homepage: 'https://taho.xyz' },
  { id: 'zengo', name: 'Zengo', namespaces: ['eip155', 'bip122'], homepage: 'https://zengo.com' },
  {
    id: 'solflare',
    name: 'Solflare',
    namespaces: ['solana'],
    homepage: 'https://solflare.com',
    mobile: 'solflare://',
  },
  { id: 'glow', name: 'Glow', namespaces: ['solana'], homepage: 'https://glow.app' },
  { id: 'xverse', name: 'Xverse', namespaces: ['bip122'], homepage: 'https://www.xverse.app' },
  { id: 'unisat', name: 'UniSat Wallet', namespaces: ['bip122'], homepage: 'https://unisat.io' },
  { id: 'leather', name: 'Leather', namespaces: ['bip122'], homepage: 'https://leather.io' },
  { id: 'keplr', name: 'Keplr', namespaces: ['eip155'], homepage: 'https://www.keplr.app' },
  {
    id: 'mew',
    name: 'MEW wallet',
    namespaces: ['eip155'],
    homepage: 'https://www.myetherwallet.com',
    webapp: 'https://www.myetherwallet.com/wallet/access',
  },
  {
    id: '1inch',
    name: '1inch Wallet',
    namespaces: ['eip155'],
    homepage: 'https://1inch.io/wallet',
  },
  {
    id: 'kraken',
    name: 'Kraken Wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://www.kraken.com/wallet',
  },
  {
    id: 'coin98',
    name: 'Coin98',
    namespaces: ['eip155', 'solana'],
    homepage: 'https://coin98.com',
  },
  {
    id: 'mathwallet',
    name: 'MathWallet',
    namespaces: ['eip155', 'solana'],
    homepage: 'https://mathwallet.org',
  },
  {
    id: 'bitpay',
    name: 'BitPay Wallet',
    namespaces: ['eip155', 'bip122'],
    homepage: 'https://bitpay.com/wallet',
  },
  {
    id: 'atomic',
    name: 'Atomic Wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://atomicwallet.io',
  },
  {
    id: 'trezor-suite',
    name: 'Trezor Suite',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://trezor.io/trezor-suite',
  },
  {
    id: 'keystone',
    name: 'Keystone',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://keyst.one',
  },
  {
    id: 'tangem',
    name: 'Tangem',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://tangem.com',
  },
  {
    id: 'bitbox',
    name: 'BitBox',
    namespaces: ['eip155', 'bip122'],
    homepage: 'https://bitbox.swiss',
  },
  { id: 'family', name: 'Family', namespaces: ['eip155'], homepage: 'https://family.co' },
  { id: 'status', name: 'Status', namespaces: ['eip155'], homepage: 'https://status.app' },
  { id: 'frontier', name: 'Frontier', namespaces: ['eip155'], homepage: 'https://frontier.xyz' },
  {
    id: 'blockchain-com',
    name: 'Blockchain.com Wallet',
    namespaces: ['eip155', 'bip122'],
    homepage: 'https://www.blockchain.com/wallet',
  },
  {
    id: 'guarda',
    name: 'Guarda',
    namespaces: ['eip155', 'solana', 'bip122'],
    homepage: 'https://guarda.com',
  },
  { id: 'edge', name: 'Edge', namespaces: ['eip155', 'bip122'], homepage: 'https://edge.app' },
  { id: 'daimo', name: 'Daimo', namespaces: ['eip155'], homepage: 'https://daimo.com' },
  {
    id: 'sequence',
    name: 'Sequence',
    namespaces: ['eip155'],
    homepage: 'https://sequence.xyz',
    webapp: 'https://sequence.app',
  },
  { id: 'valora', name: 'Valora', namespaces: ['eip155'], homepage: 'https://valora.xyz' },
]

/** The bundled registry, in the spec's wallet-list shape. */
export const walletCatalogue: readonly WalletListItem[] = entries.map((entry) => ({
  id: entry.id,
  name: entry.name,
  image_id: entry.id,
  rdns: entry.rdns ?? null,
  chains: entry.namespaces.flatMap(
    (namespace) => namespaceChains[namespace],
  ) as WalletListItem['chains'],
  homepage: entry.homepage,
  mobile_link: entry.mobile ?? null,
  desktop_link: entry.desktop ?? null,
  webapp_link: entry.webapp ?? null,
  app_store: entry.appStore ?? null,
  play_store: entry.playStore ?? null,
  chrome_store: entry.chromeStore ?? null,
  badge_type: entry.certified ? 'certified' : 'none',
}))
