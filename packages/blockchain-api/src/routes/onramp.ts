import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'

/** A decimal amount as text: `50`, `10.00`. */
const decimalSchema = z
  .string()
  .check(z.regex(/^\d{1,12}(\.\d{1,18})?$/, 'Expected a decimal amount'))

const moneySchema = z.object({ amount: z.string(), currency: z.string() })

/** A network a purchase currency can be delivered on. */
export const onrampNetworkSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  chain_id: z.string(),
  contract_address: z.string(),
})

export const onrampPurchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(onrampNetworkSchema),
})

export const onrampPaymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})

/** An on-ramp provider the server can send a buyer to, with its fee range in percent. */
export const onrampProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  feeRange: z.object({ min: z.number(), max: z.number() }),
  /** Chain namespaces it delivers to: `eip155`, `solana`. */
  namespaces: z.array(z.string()),
})

export type OnrampPurchaseCurrency = z.infer<typeof onrampPurchaseCurrencySchema>
export type OnrampPaymentCurrency = z.infer<typeof onrampPaymentCurrencySchema>
export type OnrampProviderInfo = z.infer<typeof onrampProviderSchema>

/** `GET /v1/onramp/options`: what can be bought, paid with what, within which limits. */
export const onrampOptionsRoute = defineRoute({
  method: 'GET',
  path: '/v1/onramp/options',
  response: z.object({
    purchaseCurrencies: z.array(onrampPurchaseCurrencySchema),
    paymentCurrencies: z.array(onrampPaymentCurrencySchema),
    providers: z.optional(z.array(onrampProviderSchema)),
  }),
})

export type OnrampOptionsResponse = z.infer<NonNullable<typeof onrampOptionsRoute.response>>

/**
 * The built-in options of spec §9, used when the options call fails: USD and EUR, card 10.00 to
 * 7500.00, bank account 10.00 to 25000.00.
 */
export const defaultOnrampPaymentCurrencies: OnrampPaymentCurrency[] = ['USD', 'EUR'].map((id) => ({
  id,
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
  ],
}))

/** `POST /v1/onramp/quote`: what `amount` of `paymentCurrency` buys of `purchaseCurrency`. */
export const onrampQuoteRoute = defineRoute({
  method: 'POST',
  path: '/v1/onramp/quote',
  body: z.object({
    purchaseCurrency: z.string().check(z.minLength(1), z.maxLength(100)),
    paymentCurrency: z.string().check(z.minLength(1), z.maxLength(10)),
    amount: decimalSchema,
    network: z.string().check(z.minLength(1), z.maxLength(100)),
    /** Our addition: which provider to quote; the first configured one without it. */
    provider: z.optional(z.string().check(z.maxLength(40))),
  }),
  response: z.object({
    coinbaseFee: moneySchema,
    networkFee: moneySchema,
    paymentSubtotal: moneySchema,
    paymentTotal: moneySchema,
    purchaseAmount: moneySchema,
    quoteId: z.string(),
  }),
})

export type OnrampQuoteResponse = z.infer<NonNullable<typeof onrampQuoteRoute.response>>

/**
 * `POST /v1/generators/onrampurl`: the provider's checkout URL for these wallets. `provider` and
 * `paymentCurrency` are our additions; the answer's `purchaseId` (sandbox only) follows the
 * purchase at `GET /v1/onramp/purchases/{id}`.
 */
export const onrampUrlRoute = defineRoute({
  method: 'POST',
  path: '/v1/generators/onrampurl',
  body: z.object({
    destinationWallets: z
      .array(
        z.object({
          address: z.string().check(z.minLength(1), z.maxLength(100)),
          blockchains: z.optional(
            z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20)),
          ),
          assets: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20))),
          supportedNetworks: z.optional(z.array(z.string().check(z.maxLength(60)))),
        }),
      )
      .check(z.minLength(1), z.maxLength(10)),
    defaultNetwork: z.optional(z.string().check(z.maxLength(60))),
    partnerUserId: z.string().check(z.minLength(1), z.maxLength(100)),
    defaultExperience: z.optional(z.enum(['buy', 'send'])),
    presetCryptoAmount: z.optional(z.number().check(z.positive())),
    presetFiatAmount: z.optional(z.number().check(z.positive())),
    paymentCurrency: z.optional(z.string().check(z.maxLength(10))),
    provider: z.optional(z.string().check(z.maxLength(40))),
  }),
  response: z.object({ url: z.string(), purchaseId: z.optional(z.string()) }),
})

export type OnrampUrlResponse = z.infer<NonNullable<typeof onrampUrlRoute.response>>

export const onrampPurchaseSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  address: z.string(),
  chainId: z.string(),
  symbol: z.string(),
  /** Whole units of the token bought, once paid. */
  cryptoAmount: z.nullable(z.string()),
  fiatAmount: z.nullable(z.string()),
  fiatCurrency: z.string(),
  txHash: z.nullable(z.string()),
})

export type OnrampPurchase = z.infer<typeof onrampPurchaseSchema>

/** `GET /v1/onramp/purchases/{id}`: where a purchase made through the sandbox provider stands. */
export const onrampPurchaseRoute = defineRoute({
  method: 'GET',
  path: '/v1/onramp/purchases/{id}',
  params: z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'Expected a purchase id')) }),
  response: onrampPurchaseSchema,
})
