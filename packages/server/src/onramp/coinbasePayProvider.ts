import type { OnrampProvider, OnrampUrlRequest } from './onrampProvider.js'

/** The chains Coinbase Pay delivers to (spec §9), by EVM chain id. Anything else: ethereum. */
const coinbasePayChains: Record<string, string> = {
  '1': 'ethereum',
  '42161': 'arbitrum',
  '137': 'polygon',
  '80094': 'berachain',
  '43114': 'avalanche-c-chain',
  '10': 'optimism',
  '42220': 'celo',
  '8453': 'base',
}

const coinbasePayNames = new Set(Object.values(coinbasePayChains))

/** A chain (`eip155:8453`, `8453` or `base`) as Coinbase Pay names it; `ethereum` when it has none. */
function toCoinbasePayChain(chain: string | undefined): string {
  if (!chain) return 'ethereum'
  if (coinbasePayNames.has(chain)) return chain
  const id = chain.startsWith('eip155:') ? chain.slice('eip155:'.length) : chain
  return coinbasePayChains[id] ?? 'ethereum'
}

export type CoinbasePayProviderOptions = {
  /** The Coinbase Developer Platform project id. */
  appId: string
  /** Default: https://pay.coinbase.com/buy/select-asset */
  baseUrl?: string | undefined
}

/** Coinbase Pay's hosted checkout: a URL with the destination wallets mapped to its chain names. */
export function createCoinbasePayProvider(options: CoinbasePayProviderOptions): OnrampProvider {
  return {
    id: 'coinbase',
    name: 'Coinbase',
    feeRange: { min: 1, max: 2 },
    namespaces: ['eip155'],
    async buildUrl(request) {
      return { url: coinbasePayUrl(options, request) }
    },
  }
}

function coinbasePayUrl(options: CoinbasePayProviderOptions, request: OnrampUrlRequest): string {
  const url = new URL(options.baseUrl ?? 'https://pay.coinbase.com/buy/select-asset')
  const wallets = request.destinationWallets.map((wallet) => ({
    address: wallet.address,
    blockchains: [...new Set((wallet.blockchains ?? [undefined]).map(toCoinbasePayChain))],
    ...(wallet.assets ? { assets: wallet.assets } : {}),
  }))
  url.searchParams.set('appId', options.appId)
  url.searchParams.set('destinationWallets', JSON.stringify(wallets))
  url.searchParams.set('defaultNetwork', toCoinbasePayChain(request.defaultNetwork))
  url.searchParams.set('partnerUserId', request.partnerUserId)
  url.searchParams.set('defaultExperience', request.defaultExperience ?? 'buy')
  if (request.presetCryptoAmount !== undefined)
    url.searchParams.set('presetCryptoAmount', String(request.presetCryptoAmount))
  if (request.presetFiatAmount !== undefined)
    url.searchParams.set('presetFiatAmount', String(request.presetFiatAmount))
  return url.toString()
}
