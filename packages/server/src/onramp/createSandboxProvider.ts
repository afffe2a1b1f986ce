import { randomUUID } from 'node:crypto'
import {
  defaultOnrampPaymentCurrencies,
  nativeTokenAddress,
  type OnrampPurchase,
  type OnrampPurchaseCurrency,
} from '@airlock/blockchain-api'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  isAddress,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { ServerContext } from '../context.js'
import {
  InvalidRequestError,
  NoPriceError,
  NotFoundError,
  PurchaseClosedError,
  UnsupportedCurrencyError,
  UnsupportedNetworkError,
} from '../http/errors.js'
import type { OnrampProvider, OnrampQuoteRequest } from './onrampProvider.js'

export type SandboxOnrampOptions = {
  /** Key of the account whose coins and ERC-20 tokens are handed out (a funded dev account). */
  treasuryKey: Hex
  /** Percent taken on top of the amount. Default: 1. */
  feePercent?: number | undefined
}

/** USD per unit of each fiat currency the sandbox takes. */
const fiatRates: Record<string, number> = { USD: 1, EUR: 1.1 }

/** What the sandbox sells on a chain: its native coin ('native') or one of its listed ERC-20s. */
type SaleToken = { symbol: string; name: string; decimals: number; address: Address | 'native' }

type PurchaseRow = {
  id: string
  provider: string
  status: OnrampPurchase['status']
  address: string
  chain_id: string
  token: string
  symbol: string
  fiat_amount: string | null
  fiat_currency: string
  crypto_amount: string | null
  tx_hash: string | null
}

export type SandboxOnramp = OnrampProvider & {
  /** A purchase by id, undefined when unknown. */
  getPurchase: (id: string) => Promise<OnrampPurchase | undefined>
  /**
   * Takes the payment of a pending purchase: checks the amount against the card limits, then
   * sends the tokens from the treasury and waits for the receipt.
   */
  pay: (id: string, payment: { amount: string; currency: string }) => Promise<OnrampPurchase>
  /** Marks a pending purchase failed (a declined card). */
  decline: (id: string) => Promise<OnrampPurchase>
}

/**
 * The local sandbox provider: the native coin and every listed ERC-20 token of the served chains
 * can be bought, priced by the server's price source; its checkout page (see
 * `registerSandboxCheckout`) takes a fake card and sends the coins or tokens from a treasury
 * account on the chain, so a purchase is real end to end offline.
 */
export function createSandboxProvider(
  context: ServerContext,
  options: SandboxOnrampOptions,
): SandboxOnramp {
  const treasury = privateKeyToAccount(options.treasuryKey)
  const feePercent = options.feePercent ?? 1
  // One transfer at a time: the treasury's nonces must not race.
  let queue: Promise<unknown> = Promise.resolve()

  // The chain's ERC-20s first (the form's default stays a token), then its coin.
  const tokensOf = (chain: ChainRuntime): SaleToken[] => [
    ...chain.config.tokens.flatMap(({ symbol, name, decimals, address }) =>
      isAddress(String(address))
        ? [{ symbol, name, decimals, address: getAddress(String(address)) }]
        : [],
    ),
    { ...chain.config.nativeCurrency, address: 'native' },
  ]

  function findToken(symbol: string, network: string): { chain: ChainRuntime; token: SaleToken } {
    const chain = chainOf(context, network)
    const token = tokensOf(chain).find(
      (candidate) => candidate.symbol.toLowerCase() === symbol.toLowerCase(),
    )
    if (!token) throw new UnsupportedCurrencyError(`${symbol} cannot be bought on ${network}`)
    return { chain, token }
  }

  async function usdPrice(chain: ChainRuntime, token: SaleToken): Promise<number> {
    const [price] = await context.prices.getUsdPrices([
      { chainId: chain.config.id, address: token.address, symbol: token.symbol },
    ])
    if (!price) throw new NoPriceError(token.symbol)
    return price
  }

  /** Whole tokens that `amount` of `currency` buys (the fee is paid on top). */
  async function purchaseAmount(
    chain: ChainRuntime,
    token: SaleToken,
    amount: string,
    currency: string,
  ): Promise<string> {
    const rate = fiatRates[currency.toUpperCase()]
    if (!rate) throw new UnsupportedCurrencyError(`${currency} is not accepted`)
    const units = (Number(amount) * rate) / (await usdPrice(chain, token))
    return units.toFixed(Math.min(token.decimals, 6)).replace(/\.?0+$/, '')
  }

  async function load(id: string): Promise<PurchaseRow | undefined> {
    const [row] = await context.storage.query<PurchaseRow>(
      'select * from onramp_purchases where id = $1',
      [id],
    )
    return row
  }

  async function update(id: string, fields: Partial<PurchaseRow>): Promise<OnrampPurchase> {
    const entries = Object.entries(fields)
    await context.storage.query(
      `update onramp_purchases set ${entries.map(([key], index) => `${key} = $${index + 2}`).join(', ')}, updated = $${entries.length + 2} where id = $1`,
      [id, ...entries.map(([, value]) => value), Date.now()],
    )
    const row = await load(id)
    if (!row) throw new NotFoundError('Unknown purchase')
    return toPurchase(row)
  }

  return {
    id: 'sandbox',
    name: 'Airlock Sandbox',
    feeRange: { min: feePercent, max: feePercent },
    namespaces: ['eip155'],

    async options() {
      const byToken = new Map<string, OnrampPurchaseCurrency>()
      for (const chain of context.chains.values()) {
        for (const token of tokensOf(chain)) {
          const entry = byToken.get(token.symbol) ?? {
            id: token.symbol,
            name: token.name,
            symbol: token.symbol,
            networks: [],
          }
          entry.networks.push({
            name: chain.caipId,
            display_name: chain.config.name,
            chain_id: String(chain.config.id),
            contract_address: token.address === 'native' ? nativeTokenAddress : token.address,
          })
          byToken.set(token.symbol, entry)
        }
      }
      return {
        purchaseCurrencies: [...byToken.values()],
        paymentCurrencies: defaultOnrampPaymentCurrencies.filter(
          (currency) => currency.id in fiatRates,
        ),
      }
    },

    async quote(request: OnrampQuoteRequest) {
      const { chain, token } = findToken(request.purchaseCurrency, request.network)
      const currency = request.paymentCurrency.toUpperCase()
      const bought = await purchaseAmount(chain, token, request.amount, currency)
      const fee = (Number(request.amount) * feePercent) / 100
      const money = (value: number) => ({ amount: value.toFixed(2), currency })
      return {
        coinbaseFee: money(fee),
        networkFee: money(0),
        paymentSubtotal: money(Number(request.amount)),
        paymentTotal: money(Number(request.amount) + fee),
        purchaseAmount: { amount: bought, currency: token.symbol },
        quoteId: randomUUID(),
      }
    },

    async buildUrl(request, projectId) {
      const wallet = request.destinationWallets[0]
      if (!wallet || !isAddress(wallet.address))
        throw new InvalidRequestError('The sandbox delivers to eip155 addresses only', [
          {
            path: 'body.destinationWallets.0.address',
            message: 'The sandbox delivers to eip155 addresses only',
          },
        ])
      const network =
        request.defaultNetwork ?? wallet.blockchains?.[0] ?? [...context.chains.keys()][0]
      const { chain, token } = findToken(wallet.assets?.[0] ?? 'AUSD', network ?? '')
      const id = randomUUID()
      const now = Date.now()
      await context.storage.query(
        `insert into onramp_purchases (id, project_id, provider, status, address, chain_id, token,
           symbol, fiat_amount, fiat_currency, crypto_amount, tx_hash, created, updated)
         values ($1, $2, 'sandbox', 'pending', $3, $4, $5, $6, $7, $8, null, null, $9, $9)`,
        [
          id,
          projectId,
          getAddress(wallet.address),
          chain.caipId,
          token.address,
          token.symbol,
          request.presetFiatAmount === undefined ? null : request.presetFiatAmount.toFixed(2),
          (request.paymentCurrency ?? 'USD').toUpperCase(),
          now,
        ],
      )
      return { url: `${context.publicUrl()}/onramp/sandbox/checkout/${id}`, purchaseId: id }
    },

    async getPurchase(id) {
      const row = await load(id)
      return row ? toPurchase(row) : undefined
    },

    async decline(id) {
      return update(id, { status: 'failed' })
    },

    pay(id, payment) {
      const run = queue.then(async () => {
        const row = await load(id)
        if (!row) throw new NotFoundError('Unknown purchase')
        if (row.status !== 'pending') throw new PurchaseClosedError(row.status)
        const chain = context.chains.get(row.chain_id)
        const token = chain && tokensOf(chain).find((candidate) => candidate.symbol === row.symbol)
        if (!chain || !token)
          throw new UnsupportedNetworkError('Network not supported', row.chain_id)
        const currency = payment.currency.toUpperCase()
        const bought = await purchaseAmount(chain, token, payment.amount, currency)
        const client = createWalletClient({
          account: treasury,
          transport: http(chain.config.rpcUrl),
        })
        const to = getAddress(row.address)
        const value = parseUnits(bought, token.decimals)
        const hash =
          token.address === 'native'
            ? await client.sendTransaction({ chain: null, to, value })
            : await client.writeContract({
                chain: null,
                address: token.address,
                abi: erc20Abi,
                functionName: 'transfer',
                args: [to, value],
              })
        const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: 60_000 })
        return update(id, {
          status: receipt.status === 'success' ? 'completed' : 'failed',
          fiat_amount: Number(payment.amount).toFixed(2),
          fiat_currency: currency,
          crypto_amount: bought,
          tx_hash: hash,
        })
      })
      queue = run.catch(() => {})
      return run
    },
  }
}

function chainOf(context: ServerContext, network: string): ChainRuntime {
  const id = network.startsWith('eip155:') ? network : `eip155:${network}`
  const chain = context.chains.get(id)
  if (!chain) throw new UnsupportedNetworkError('Network not supported for Onramp', network)
  return chain
}

function toPurchase(row: PurchaseRow): OnrampPurchase {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    address: row.address,
    chainId: row.chain_id,
    symbol: row.symbol,
    cryptoAmount: row.crypto_amount,
    fiatAmount: row.fiat_amount,
    fiatCurrency: row.fiat_currency,
    txHash: row.tx_hash,
  }
}
