import type {
  OnrampOptionsResponse,
  OnrampProviderInfo,
  OnrampQuoteResponse,
} from '@airlock/blockchain-api'

/** The body of `POST /v1/onramp/quote`. */
export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
}

/** The body of `POST /v1/generators/onrampurl`, provider aside. */
export type OnrampUrlRequest = {
  destinationWallets: {
    address: string
    blockchains?: string[] | undefined
    assets?: string[] | undefined
    supportedNetworks?: string[] | undefined
  }[]
  defaultNetwork?: string | undefined
  partnerUserId: string
  defaultExperience?: 'buy' | 'send' | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
  paymentCurrency?: string | undefined
}

/**
 * Where the on-ramp routes send a buyer: the local sandbox (a checkout page on this server that
 * delivers tokens on the local chain), or a real provider's hosted checkout. `options` and `quote`
 * are optional: the routes fall back to the built-in list and the mock quote without them.
 */
export type OnrampProvider = OnrampProviderInfo & {
  options?: (() => Promise<Omit<OnrampOptionsResponse, 'providers'>>) | undefined
  quote?: ((request: OnrampQuoteRequest) => Promise<OnrampQuoteResponse>) | undefined
  /** The checkout URL, and for purchases this server follows, their id. */
  buildUrl: (
    request: OnrampUrlRequest,
    projectId: string,
  ) => Promise<{ url: string; purchaseId?: string | undefined }>
}
