import {
  createBlockchainApiClient,
  defaultOnrampPaymentCurrencies,
  generateOnrampUrl,
  getOnrampOptions,
  getOnrampPurchase,
  getOnrampQuote,
  getTransactionHistory,
  nativeTokenAddress,
  OnrampUrlError,
} from '@airlock/blockchain-api'
import { devAccounts, devnetTokens } from '@airlock/testing'
import { type Address, createPublicClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, createServer } from '../createServer.js'
import { startTestStack, type TestStack } from '../test/startTestStack.js'

let stack: TestStack
/** A second server whose only provider fails every call. */
let broken: AirlockServer

const treasury = devAccounts[9]
const buyer = devAccounts[3].address as Address
const chainId = 'eip155:31337'

beforeAll(async () => {
  stack = await startTestStack({
    relay: false,
    frame: false,
    onramp: {
      providers: [
        { type: 'sandbox', treasuryKey: treasury.privateKey },
        { type: 'coinbase', appId: 'test-app' },
        { type: 'meld', publicKey: 'test-meld-key' },
      ],
    },
  })
  const failing = async () => {
    throw new Error('provider down')
  }
  broken = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [{ ...localChains[0]!, rpcUrl: stack.rpcUrls.primary }],
    indexer: false,
    relay: false,
    frame: false,
    rpc: false,
    rateLimit: false,
    bitcoinNetworks: [],
    solanaNetworks: [],
    onramp: {
      providers: [
        {
          id: 'broken',
          name: 'Broken',
          feeRange: { min: 1, max: 2 },
          namespaces: ['eip155'],
          options: failing,
          quote: failing,
          buildUrl: failing,
        },
      ],
    },
  })
  await broken.listen()
}, 60_000)
afterAll(async () => {
  await broken?.close()
  await stack?.stop()
})

const client = (url = stack.url) =>
  createBlockchainApiClient({ baseUrl: url, projectId: 'local-dev', retryCount: 0 })

async function call(path: string, init: { method?: string; body?: unknown; url?: string } = {}) {
  const response = await fetch(`${init.url ?? stack.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'x-project-id': 'local-dev', 'content-type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  return { status: response.status, body: await response.json() }
}

const chain = () => createPublicClient({ transport: http(stack.rpcUrls.primary) })
const readAusd = (owner: Address) =>
  chain().readContract({
    address: devnetTokens.usd.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('GET /v1/onramp/options', () => {
  test('lists the local tokens on both chains, USD and EUR with the limits, and the providers with their fees', async () => {
    const options = await getOnrampOptions(client())
    const ausd = options.purchaseCurrencies.find((currency) => currency.id === 'AUSD')
    expect(ausd?.networks.map((network) => network.name)).toEqual(['eip155:31337', 'eip155:31338'])
    expect(ausd?.networks[0]).toMatchObject({
      chain_id: '31337',
      display_name: 'Airlock Local',
      contract_address: devnetTokens.usd.address,
    })
    // The chains' own coin too, by the conventional native address, after the tokens.
    const eth = options.purchaseCurrencies.find((currency) => currency.id === 'ETH')
    expect(eth?.networks.map((network) => network.contract_address)).toEqual([
      nativeTokenAddress,
      nativeTokenAddress,
    ])
    expect(options.purchaseCurrencies.at(-1)?.id).toBe('ETH')
    expect(options.paymentCurrencies).toEqual(defaultOnrampPaymentCurrencies)
    expect(options.providers).toEqual([
      {
        id: 'sandbox',
        name: 'Airlock Sandbox',
        feeRange: { min: 1, max: 1 },
        namespaces: ['eip155'],
      },
      { id: 'coinbase', name: 'Coinbase', feeRange: { min: 1, max: 2 }, namespaces: ['eip155'] },
      { id: 'meld', name: 'Meld', feeRange: { min: 1, max: 2 }, namespaces: ['eip155', 'solana'] },
    ])
  })

  test("falls back to the built-in default list when the provider's call fails", async () => {
    const { status, body } = await call('/v1/onramp/options', { url: broken.url })
    expect(status).toBe(200)
    expect(body.purchaseCurrencies).toEqual([])
    expect(body.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
        ],
      },
    ])
  })

  test('the client falls back to the same list when the server cannot be reached', async () => {
    const options = await getOnrampOptions(client('http://127.0.0.1:9'))
    expect(options.paymentCurrencies).toEqual(defaultOnrampPaymentCurrencies)
  })
})

describe('POST /v1/onramp/quote', () => {
  test('the sandbox quotes 50 USD as 50 AUSD with its 1% fee on top', async () => {
    const quote = await getOnrampQuote(client(), {
      purchaseCurrency: 'AUSD',
      paymentCurrency: 'USD',
      amount: '50',
      network: chainId,
    })
    expect(quote).toMatchObject({
      purchaseAmount: { amount: '50', currency: 'AUSD' },
      paymentSubtotal: { amount: '50.00', currency: 'USD' },
      coinbaseFee: { amount: '0.50', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentTotal: { amount: '50.50', currency: 'USD' },
    })
    expect(quote.mock).toBeUndefined()
  })

  test('a quote failure returns a mock quote echoing the amount', async () => {
    const body = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '25', network: '1' }
    for (const url of [broken.url, stack.url]) {
      const { status, body: quote } = await call('/v1/onramp/quote', {
        method: 'POST',
        body,
        url,
      })
      expect(status).toBe(200)
      expect(quote).toEqual({
        coinbaseFee: { amount: '0', currency: 'USD' },
        networkFee: { amount: '0', currency: 'USD' },
        paymentSubtotal: { amount: '25', currency: 'USD' },
        paymentTotal: { amount: '25', currency: 'USD' },
        purchaseAmount: { amount: '25', currency: 'USDC' },
        quoteId: 'mocked-quote-id',
      })
    }
    const offline = await getOnrampQuote(client('http://127.0.0.1:9'), body)
    expect(offline.purchaseAmount).toEqual({ amount: '25', currency: 'USDC' })
    expect(offline.mock).toBe(true)
  })

  test('refuses an amount that is not a number, and an unknown provider', async () => {
    const bad = await call('/v1/onramp/quote', {
      method: 'POST',
      body: { purchaseCurrency: 'AUSD', paymentCurrency: 'USD', amount: 'ten', network: chainId },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('INVALID_REQUEST')
    const unknown = await call('/v1/onramp/quote', {
      method: 'POST',
      body: {
        purchaseCurrency: 'AUSD',
        paymentCurrency: 'USD',
        amount: '10',
        network: chainId,
        provider: 'nobody',
      },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe('UNKNOWN_PROVIDER')
  })
})

describe('POST /v1/generators/onrampurl', () => {
  test("Coinbase Pay: the spec's chain names, ethereum for any other chain", async () => {
    const { url } = await generateOnrampUrl(client(), {
      provider: 'coinbase',
      destinationWallets: [
        { address: buyer, blockchains: ['eip155:8453', 'eip155:31337'], assets: ['USDC'] },
      ],
      defaultNetwork: 'eip155:42161',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(parsed.searchParams.get('appId')).toBe('test-app')
    expect(JSON.parse(parsed.searchParams.get('destinationWallets') ?? '')).toEqual([
      { address: buyer, blockchains: ['base', 'ethereum'], assets: ['USDC'] },
    ])
    expect(parsed.searchParams.get('defaultNetwork')).toBe('arbitrum')
    expect(parsed.searchParams.get('partnerUserId')).toBe(buyer)
    expect(parsed.searchParams.get('defaultExperience')).toBe('buy')
    expect(parsed.searchParams.get('presetFiatAmount')).toBe('50')
    const fallback = await generateOnrampUrl(client(), {
      provider: 'coinbase',
      destinationWallets: [{ address: buyer }],
      defaultNetwork: 'eip155:31337',
      partnerUserId: buyer,
    })
    expect(new URL(fallback.url).searchParams.get('defaultNetwork')).toBe('ethereum')
  })

  test('Meld: the wallet, currency and amount in its widget URL', async () => {
    const { url } = await generateOnrampUrl(client(), {
      provider: 'meld',
      destinationWallets: [{ address: buyer, assets: ['USDC'] }],
      partnerUserId: buyer,
      presetFiatAmount: 40,
      paymentCurrency: 'EUR',
    })
    const parsed = new URL(url)
    expect(parsed.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      publicKey: 'test-meld-key',
      walletAddress: buyer,
      destinationCurrencyCode: 'USDC',
      sourceCurrencyCode: 'EUR',
      sourceAmount: '40',
    })
  })

  test('refuses an unknown provider, a Solana address for the sandbox, a chain it does not serve', async () => {
    const wallet = { address: buyer, blockchains: [chainId], assets: ['AUSD'] }
    const cases = [
      [
        { destinationWallets: [wallet], partnerUserId: 'u', provider: 'nobody' },
        'UNKNOWN_PROVIDER',
      ],
      [
        {
          destinationWallets: [{ address: 'So11111111111111111111111111111111111111112' }],
          partnerUserId: 'u',
        },
        'INVALID_REQUEST',
      ],
      [
        { destinationWallets: [{ ...wallet, blockchains: ['eip155:1'] }], partnerUserId: 'u' },
        'UNSUPPORTED_NETWORK',
      ],
      [{ destinationWallets: [], partnerUserId: 'u' }, 'INVALID_REQUEST'],
    ] as const
    for (const [body, code] of cases) {
      const { status, body: answer } = await call('/v1/generators/onrampurl', {
        method: 'POST',
        body,
      })
      expect([status, answer.code]).toEqual([400, code])
    }
    await expect(
      generateOnrampUrl(client(broken.url), { destinationWallets: [wallet], partnerUserId: 'u' }),
    ).rejects.toBeInstanceOf(OnrampUrlError)
  })
})

describe('the sandbox checkout', () => {
  async function checkout(): Promise<{ url: string; purchaseId: string }> {
    const { url, purchaseId } = await generateOnrampUrl(client(), {
      destinationWallets: [{ address: buyer, blockchains: [chainId], assets: ['AUSD'] }],
      partnerUserId: buyer,
      presetFiatAmount: 50,
    })
    expect(url).toBe(`${stack.url}/onramp/sandbox/checkout/${purchaseId}`)
    return { url, purchaseId: purchaseId ?? '' }
  }

  const pay = (url: string, form: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    })

  test('50 USD with a test card: 50 AUSD arrive on the chain, the purchase completes, history shows it bought', async () => {
    const before = await readAusd(buyer)
    const { url, purchaseId } = await checkout()
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<form method="post">')
    expect(html).toContain('value="50.00"')
    expect(html).toContain(buyer)
    expect((await getOnrampPurchase(client(), { id: purchaseId })).status).toBe('pending')

    const tooSmall = await pay(url, { amount: '5', cardNumber: '4242 4242 4242 4242' })
    expect(tooSmall.status).toBe(400)
    expect(await tooSmall.text()).toContain('Enter an amount between 10.00 and 7500.00')
    const badCard = await pay(url, { amount: '50', cardNumber: '4242 4242 4242 4241' })
    expect(badCard.status).toBe(400)
    expect(await badCard.text()).toContain('Enter a valid card number')

    const paid = await pay(url, { amount: '50', cardNumber: '4242 4242 4242 4242' })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('Payment complete: 50 AUSD sent to')
    expect(await readAusd(buyer)).toBe(before + 50_000_000n)
    const purchase = await getOnrampPurchase(client(), { id: purchaseId })
    expect(purchase).toMatchObject({
      status: 'completed',
      address: buyer,
      chainId,
      symbol: 'AUSD',
      cryptoAmount: '50',
      fiatAmount: '50.00',
      fiatCurrency: 'USD',
    })
    expect(purchase.txHash).toMatch(/^0x[0-9a-f]{64}$/)

    // Paying twice moves nothing more.
    expect((await pay(url, { amount: '50', cardNumber: '4242424242424242' })).status).toBe(409)
    expect(await readAusd(buyer)).toBe(before + 50_000_000n)

    await expect
      .poll(
        async () => {
          const { data } = await getTransactionHistory(client(), { account: buyer, chainId })
          return data.find((tx) => tx.metadata.hash === purchase.txHash)?.metadata.operationType
        },
        { timeout: 30_000 },
      )
      .toBe('buy')
    // Asked for one provider's purchases, the history holds only what that provider delivered.
    const sandbox = await getTransactionHistory(client(), {
      account: buyer,
      chainId,
      onramp: 'sandbox',
    })
    expect(sandbox.data.map((tx) => tx.metadata.hash)).toContain(purchase.txHash)
    expect(sandbox.data.every((tx) => tx.metadata.operationType === 'buy')).toBe(true)
    const coinbase = await getTransactionHistory(client(), {
      account: buyer,
      chainId,
      onramp: 'coinbase',
    })
    expect(coinbase.data).toEqual([])
  })

  test("30 USD of ETH: the coin arrives from the treasury at the server's price, the purchase completes as bought", async () => {
    const before = await chain().getBalance({ address: buyer })
    const { url, purchaseId } = await generateOnrampUrl(client(), {
      destinationWallets: [{ address: buyer, blockchains: [chainId], assets: ['ETH'] }],
      partnerUserId: buyer,
      presetFiatAmount: 30,
    })
    const paid = await pay(url ?? '', { amount: '30', cardNumber: '4242 4242 4242 4242' })
    expect(paid.status).toBe(200)
    // At the devnet's 3,000 USD per ETH.
    expect(await paid.text()).toContain('Payment complete: 0.01 ETH sent to')
    expect(await chain().getBalance({ address: buyer })).toBe(before + parseEther('0.01'))
    const purchase = await getOnrampPurchase(client(), { id: purchaseId ?? '' })
    expect(purchase).toMatchObject({ status: 'completed', symbol: 'ETH', cryptoAmount: '0.01' })
    const transaction = await chain().getTransaction({ hash: purchase.txHash as Hex })
    expect(transaction.value).toBe(parseEther('0.01'))
    expect(transaction.input).toBe('0x')
  })

  test('a declined card fails the purchase and moves nothing', async () => {
    const before = await readAusd(buyer)
    const { url, purchaseId } = await checkout()
    const declined = await pay(url, { amount: '20', cardNumber: '4000 0000 0000 0002' })
    expect(declined.status).toBe(402)
    expect((await getOnrampPurchase(client(), { id: purchaseId })).status).toBe('failed')
    expect(await readAusd(buyer)).toBe(before)
  })

  test('an unknown purchase is a 404, in the API and on the page', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    expect((await call(`/v1/onramp/purchases/${id}`)).status).toBe(404)
    expect((await fetch(`${stack.url}/onramp/sandbox/checkout/${id}`)).status).toBe(404)
  })
})
