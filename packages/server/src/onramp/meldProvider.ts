import type { OnrampProvider } from './onrampProvider.js'

export type MeldProviderOptions = {
  /** Meld's public key for the widget. */
  publicKey: string
  /** Default: https://meldcrypto.com */
  baseUrl?: string | undefined
}

/** Meld's hosted widget (eip155 and solana): a URL with the wallet, currency and amount. */
export function createMeldProvider(options: MeldProviderOptions): OnrampProvider {
  return {
    id: 'meld',
    name: 'Meld',
    feeRange: { min: 1, max: 2 },
    namespaces: ['eip155', 'solana'],
    async buildUrl(request) {
      const wallet = request.destinationWallets[0]
      const url = new URL(options.baseUrl ?? 'https://meldcrypto.com')
      url.searchParams.set('publicKey', options.publicKey)
      if (wallet) url.searchParams.set('walletAddress', wallet.address)
      const asset = wallet?.assets?.[0]
      if (asset) url.searchParams.set('destinationCurrencyCode', asset)
      url.searchParams.set('sourceCurrencyCode', request.paymentCurrency ?? 'USD')
      if (request.presetFiatAmount !== undefined)
        url.searchParams.set('sourceAmount', String(request.presetFiatAmount))
      return { url: url.toString() }
    },
  }
}
