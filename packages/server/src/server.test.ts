import {
  createBlockchainApiClient,
  GasPriceUnsupportedNetworkError,
  getAccountNfts,
  getAnalyticsConfig,
  getAnalyticsEvents,
  getBalances,
  getFungiblePrice,
  getGasPrice,
  getIdentity,
  getImage,
  getSupportedChains,
  getTransactionHistory,
  getWallets,
  HttpRequestError,
  nativeTokenAddress,
  sendAnalyticsEvent,
  type Transaction,
} from '@airlock/blockchain-api'
import {
  devAccounts,
  devnetCollection,
  devnetFirstAccountBalances,
  devnetMultiToken,
  devnetNativePriceUsd,
  devnetTokens,
} from '@airlock/testing'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from './test/startTestStack.js'

let stack: TestStack
const identityAddress = devAccounts[1].address

beforeAll(async () => {
  stack = await startTestStack({
    identities: { [identityAddress]: { name: 'lantern-keeper.airlock', avatar: null } },
  })
}, 60_000)
afterAll(async () => {
  await stack?.stop()
})

const client = () =>
  createBlockchainApiClient({ baseUrl: stack.url, projectId: 'local-dev', retryCount: 0 })
const dev0 = devAccounts[0].address
const primary = 'eip155:31337'

/** A raw request, for checking status codes and messages the client would turn into errors. */
async function call(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${stack.url}${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  }
}

describe('health', () => {
  test('/health and /ready answer 200 with the storage kind', async () => {
    expect((await call('/health')).body).toEqual({ status: 'ok' })
    const ready = await call('/ready')
    expect(ready.status).toBe(200)
    expect(ready.body.storage.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'embedded')
    expect(ready.body.chains['eip155:31337'].caughtUp).toBe(true)
  })
})

describe('data API on the seeded chain', () => {
  test('supported chains are the configured ones', async () => {
    expect(await getSupportedChains(client())).toEqual({
      http: ['eip155:31337', 'eip155:31338'],
      ws: [],
    })
  })

  test("the dev account's ETH and both tokens, with decimals and prices", async () => {
    const balances = await getBalances(client(), { address: dev0, chainId: primary })
    const bySymbol = Object.fromEntries(balances.map((balance) => [balance.symbol, balance]))
    // The configured tokens; the pool share the account received is in no list and has no price,
    // so it is hidden as likely spam unless asked for.
    expect(Object.keys(bySymbol).sort()).toEqual(['AIR', 'AUSD', 'ETH'])
    const all = await call(
      `/v1/account/${dev0}/balance?projectId=local-dev&currency=usd&chainId=${primary}&includeUnlisted=true`,
    )
    const pool = (all.body.balances as { symbol: string }[]).find((b) => b.symbol === 'UNI-V2')
    expect(pool).toMatchObject({ price: 0, quantity: { decimals: '18' } })
    expect(bySymbol.ETH).toMatchObject({
      chainId: primary,
      price: devnetNativePriceUsd,
      quantity: { decimals: '18' },
    })
    expect(bySymbol.ETH?.address).toBeUndefined()
    expect(Number(bySymbol.ETH?.quantity.numeric)).toBeGreaterThan(9_000)
    expect(bySymbol.AUSD).toMatchObject({
      name: devnetTokens.usd.name,
      address: `${primary}:${devnetTokens.usd.address}`,
      price: 1,
      quantity: { decimals: '6', numeric: String(devnetFirstAccountBalances.usd) },
      value: devnetFirstAccountBalances.usd,
    })
    expect(bySymbol.AIR).toMatchObject({
      price: 1.5,
      quantity: { decimals: '18', numeric: String(devnetFirstAccountBalances.token) },
      value: devnetFirstAccountBalances.token * 1.5,
    })
    const icon = await fetch(bySymbol.AIR!.iconUrl)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('a balance answered from the shared cache is the same JSON, with the same content type', async () => {
    const path = `/v1/account/${dev0}/balance?projectId=local-dev&chainId=${primary}&includeUnlisted=false`
    const fresh = await fetch(`${stack.url}${path}`)
    const cached = await fetch(`${stack.url}${path}`)
    expect(cached.status).toBe(200)
    expect(cached.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(cached.headers.get('content-type')).toBe(fresh.headers.get('content-type'))
    const [freshBody, cachedBody] = [await fresh.text(), await cached.text()]
    expect(cachedBody).toBe(freshBody)
    expect(JSON.parse(cachedBody).balances.map((b: { symbol: string }) => b.symbol)).toContain(
      'ETH',
    )
  })

  test("the dev account's NFTs: name, collection, image, token id and contract", async () => {
    const { data } = await getAccountNfts(client(), { address: dev0, chainId: primary })
    expect(data.map((nft) => nft.tokenId)).toEqual(['1', '2', '3'])
    expect(data[0]).toMatchObject({
      chainId: primary,
      contract: devnetCollection.address,
      name: `${devnetCollection.name} #1`,
      collection: { name: devnetCollection.name, symbol: devnetCollection.symbol },
      image: `${stack.assetsBaseUrl}/nft/1.svg`,
    })
    const image = await fetch(data[0]!.image!)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect((await getAccountNfts(client(), { address: devAccounts[4].address })).data).toEqual([])
  })

  test("an account's ERC-1155 items: each id held with its balance, named by the metadata at the contract's uri", async () => {
    const holder = devAccounts[3].address
    const { data } = await getAccountNfts(client(), { address: holder, chainId: primary })
    expect(data).toEqual([
      expect.objectContaining({
        contract: devnetMultiToken.address,
        tokenId: '1',
        balance: String(devnetMultiToken.holdings[holder][1]),
        name: devnetMultiToken.items[1],
        image: `${stack.assetsBaseUrl}/item/1.svg`,
      }),
      expect.objectContaining({
        contract: devnetMultiToken.address,
        tokenId: '3',
        balance: String(devnetMultiToken.holdings[holder][3]),
        name: devnetMultiToken.items[3],
      }),
    ])
    // The seeded TransferBatch that brought them: one NFT transfer per id, with its amount.
    const history = await walkHistory(holder, 100)
    const received = history.find((tx) =>
      tx.transfers.some((transfer) => transfer.nft_info?.name === devnetMultiToken.items[3]),
    )
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '10' },
        nft_info: expect.objectContaining({ token_id: '1', name: devnetMultiToken.items[1] }),
      }),
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '5' },
        nft_info: expect.objectContaining({ token_id: '3' }),
      }),
    ])
  })

  test('identity: a configured name, and nulls for an unknown address', async () => {
    expect(await getIdentity(client(), { address: identityAddress })).toEqual({
      name: 'lantern-keeper.airlock',
      avatar: null,
    })
    expect(await getIdentity(client(), { address: devAccounts[7].address })).toEqual({
      name: null,
      avatar: null,
    })
  })

  test('gas price in wei for three speeds', async () => {
    const gas = await getGasPrice(client(), { chainId: primary })
    expect(BigInt(gas.standard)).toBeGreaterThan(0n)
    expect(BigInt(gas.fast)).toBeGreaterThan(BigInt(gas.standard))
    expect(BigInt(gas.instant)).toBeGreaterThan(BigInt(gas.fast))
    await expect(getGasPrice(client(), { chainId: 'eip155:1' })).rejects.toBeInstanceOf(
      GasPriceUnsupportedNetworkError,
    )
    const raw = await call('/v1/convert/gas-price?projectId=local-dev&chainId=eip155:1')
    expect(raw.status).toBe(400)
    expect(raw.body.message).toBe('Network not supported for Gas Price')
  })

  test('fungible prices from the local price table', async () => {
    const unknownToken = `${primary}:0x000000000000000000000000000000000000dEaD`
    const { fungibles } = await getFungiblePrice(client(), {
      addresses: [
        `${primary}:${devnetTokens.usd.address}`,
        `${primary}:${devnetTokens.token.address}`,
        `${primary}:${nativeTokenAddress}`,
        unknownToken,
      ],
    })
    expect(fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['AUSD', 1],
      ['AIR', 1.5],
      ['ETH', 3000],
    ])
  })
})

describe('history', () => {
  test('the seeded NFT mints appear as NFT transfers', async () => {
    const all = await walkHistory(dev0, 100)
    const nftTransfers = all.flatMap((tx) => tx.transfers.filter((transfer) => transfer.nft_info))
    expect(nftTransfers.length).toBeGreaterThanOrEqual(devnetCollection.mintedToFirstAccount * 2)
    expect(nftTransfers[0]?.nft_info?.name).toMatch(/^Airlock Lanterns #\d$/)
    expect(nftTransfers[0]?.nft_info?.content.preview?.url).toMatch(/\/nft\/\d\.svg$/)
  })

  test('a transfer made now shows up within seconds, on its chain only', async () => {
    const receiver = devAccounts[6].address
    const wallet = createWalletClient({
      account: privateKeyToAccount(devAccounts[2].privateKey),
      transport: http(stack.rpcUrls.primary),
    })
    const tokenHash = await wallet.writeContract({
      chain: null,
      address: devnetTokens.usd.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', 6)],
    })
    const ethHash = await wallet.sendTransaction({
      chain: null,
      to: receiver,
      value: parseEther('0.25'),
    })
    const started = Date.now()
    let page = await getTransactionHistory(client(), { account: receiver, chainId: primary })
    while (page.data[0]?.metadata.hash !== ethHash && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      page = await getTransactionHistory(client(), { account: receiver, chainId: primary })
    }
    expect(Date.now() - started).toBeLessThan(10_000)
    const [latest, previous] = page.data
    expect(latest?.metadata).toMatchObject({
      hash: ethHash,
      operationType: 'receive',
      status: 'confirmed',
      chain: primary,
      sentFrom: devAccounts[2].address.toLowerCase(),
    })
    expect(latest?.transfers).toEqual([
      {
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
        direction: 'in',
        quantity: { numeric: '0.25' },
        price: 3000,
        value: 750,
      },
    ])
    expect(previous?.metadata.hash).toBe(tokenHash)
    expect(previous?.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'AUSD', name: 'Airlock USD' },
      direction: 'in',
      quantity: { numeric: '12.5' },
    })
    const sender = await getTransactionHistory(client(), {
      account: devAccounts[2].address,
      chainId: primary,
    })
    expect(sender.data[0]?.metadata.operationType).toBe('send')
    expect(sender.data[0]?.transfers[0]?.direction).toBe('out')
    const otherChain = await getTransactionHistory(client(), {
      account: receiver,
      chainId: 'eip155:31338',
    })
    expect(otherChain.data.map((tx) => tx.metadata.hash)).not.toContain(ethHash)
  })

  test('pagination walks the whole history with no duplicates or gaps', async () => {
    const whole = await walkHistory(dev0, 100)
    expect(whole.length).toBeGreaterThan(10)
    const paged = await walkHistory(dev0, 3)
    const ids = paged.map((tx) => tx.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(whole.map((tx) => tx.id))
    const times = paged.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})

async function walkHistory(account: string, limit: number): Promise<Transaction[]> {
  const all: Transaction[] = []
  let cursor: string | undefined
  for (let pages = 0; pages < 200; pages++) {
    const page = await getTransactionHistory(client(), { account, cursor, limit })
    all.push(...page.data)
    if (!page.next) return all
    cursor = page.next
  }
  throw new Error('history did not end')
}

describe('wallet registry', () => {
  test('lists at least 50 wallets with counts and pages', async () => {
    const first = await getWallets(client(), { page: 1, entries: 40 })
    expect(first.count).toBeGreaterThanOrEqual(50)
    expect(first.data).toHaveLength(40)
    const pages = Math.ceil(first.count / 40)
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, (_, index) =>
        getWallets(client(), { page: index + 2, entries: 40 }),
      ),
    )
    expect(rest.at(-1)?.data).toHaveLength(first.count - 40 * (pages - 1))
    const ids = [first, ...rest].flatMap((page) => page.data.map((wallet) => wallet.id))
    expect(new Set(ids).size).toBe(first.count)
    const past = await getWallets(client(), { page: pages + 1, entries: 40 })
    expect(past.data).toEqual([])
    expect(first.data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' })
  })

  test('search, include (in order), exclude, chains and badge filters', async () => {
    const search = await getWallets(client(), { page: 1, entries: 100, search: 'rain' })
    expect(search.data.map((wallet) => wallet.name)).toEqual(['Rainbow'])
    const include = await getWallets(client(), {
      page: 1,
      entries: 4,
      include: ['rabby', 'metamask', 'unknown-wallet'],
    })
    expect(include.data.map((wallet) => wallet.id)).toEqual(['rabby', 'metamask'])
    const exclude = await getWallets(client(), { page: 1, entries: 100, exclude: ['metamask'] })
    expect(exclude.data.map((wallet) => wallet.id)).not.toContain('metamask')
    expect(exclude.count).toBe(
      search.count + (await getWallets(client(), { page: 1, entries: 1 })).count - 2,
    )
    const bitcoin = await getWallets(client(), {
      page: 1,
      entries: 100,
      chains: ['bip122:000000000019d6689c085ae165831e93'],
    })
    expect(
      bitcoin.data.every((wallet) => wallet.chains.some((chain) => chain.startsWith('bip122:'))),
    ).toBe(true)
    expect(bitcoin.data.map((wallet) => wallet.id)).toContain('xverse')
    const local = await getWallets(client(), { page: 1, entries: 100, chains: [primary] })
    expect(local.data.map((wallet) => wallet.id)).toContain('metamask')
    expect(local.data.map((wallet) => wallet.id)).not.toContain('solflare')
    const certified = await getWallets(client(), { page: 1, entries: 100, badge_type: 'certified' })
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
  })

  test('images are generated SVGs; an unknown wallet image is a 404', async () => {
    for (const kind of ['wallet', 'asset', 'currency', 'token'] as const) {
      const id = { wallet: 'metamask', asset: primary, currency: 'USD', token: 'AIR' }[kind]
      const blob = await getImage(client(), { kind, id })
      expect(blob.type).toBe('image/svg+xml')
      expect(await blob.text()).toMatch(/^<svg /)
    }
    expect((await call('/getWalletImage/no-such-wallet')).status).toBe(404)
  })
})

describe('analytics', () => {
  test('events are stored per project and read back by the owner only', async () => {
    expect(await getAnalyticsConfig(client())).toEqual({ isAnalyticsEnabled: true })
    const eventId = crypto.randomUUID()
    await sendAnalyticsEvent(client(), {
      eventId,
      url: 'http://localhost:5173/',
      domain: 'localhost:5173',
      props: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'rain' } },
    })
    // The same event twice is stored once.
    await sendAnalyticsEvent(client(), { eventId, url: 'x', domain: 'x', props: {} })
    const { data } = await getAnalyticsEvents(client(), { ownerKey: 'local-dev-owner' })
    expect(data.filter((event) => event.eventId === eventId)).toEqual([
      expect.objectContaining({
        eventId,
        domain: 'localhost:5173',
        props: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'rain' } },
      }),
    ])
    const refused = await getAnalyticsEvents(client(), { ownerKey: 'wrong-key' }).catch((e) => e)
    expect(refused).toBeInstanceOf(HttpRequestError)
    expect((refused as HttpRequestError).status).toBe(401)
    expect((refused as HttpRequestError).serverMessage).toBe('Unauthorized: invalid key')
  })
})

describe('bad inputs give a clear 4xx', () => {
  const q = 'projectId=local-dev'

  test('malformed address', async () => {
    const { status, body } = await call(`/v1/account/0x123/balance?${q}`)
    expect(status).toBe(400)
    expect(body.message).toBe('Address "0x123" is invalid.')
    expect((await call(`/v1/account/nope/history?${q}`)).body.message).toBe(
      'Address "nope" is invalid.',
    )
  })

  test('malformed CAIP ids', async () => {
    const network = await call(`/v1/account/${dev0}/balance?${q}&chainId=31337`)
    expect(network.status).toBe(400)
    expect(network.body.message).toBe('Invalid CAIP-2 network id')
    const account = await call(`/v1/fungible/price?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: ['eip155:1'] }),
    })
    expect(account.status).toBe(400)
    expect(account.body.message).toBe('Invalid CAIP-10 address')
    const wallets = await call(`/getWallets?${q}&chains=eip155`)
    expect(wallets.body.message).toBe('Invalid CAIP-2 network id')
  })

  test('unknown or missing project id', async () => {
    for (const path of [
      '/v1/supported-chains?projectId=nope',
      '/v1/supported-chains',
      '/getWallets',
    ]) {
      const { status, body } = await call(path)
      expect(status).toBe(401)
      expect(body.message).toBe('Unauthorized: invalid key')
    }
    const viaClient = await getWallets(
      createBlockchainApiClient({ baseUrl: stack.url, projectId: 'nope', retryCount: 0 }),
      { page: 1, entries: 4 },
    ).catch((error) => error)
    expect((viaClient as HttpRequestError).shortMessage).toBe('HTTP status code: 401')
  })

  test('disallowed origin, while local origins on any port pass', async () => {
    const refused = await call(`/getWallets?${q}`, { headers: { origin: 'https://evil.example' } })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Unauthorized: origin not allowed')
    // The refusal is readable by the page, so the modal can show why.
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4000']) {
      expect((await call(`/getWallets?${q}`, { headers: { origin } })).status).toBe(200)
    }
    expect(
      (await call(`/getWallets?${q}`, { headers: { origin: 'https://localhost:5173' } })).status,
    ).toBe(403)
  })

  test('oversize and malformed bodies', async () => {
    const big = await call(`/e?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: 'x',
        url: 'x',
        domain: 'x',
        timestamp: 1,
        props: { pad: 'x'.repeat(70_000) },
      }),
    })
    expect(big.status).toBe(413)
    expect(big.body.message).toBe('Request body is too large (limit 65536 bytes)')
    const broken = await call(`/e?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"eventId":',
    })
    expect(broken.status).toBe(400)
    expect(broken.body.message).toBe('Invalid JSON body')
    const missing = await call(`/e?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'x' }),
    })
    expect(missing.status).toBe(400)
    expect(missing.body.details[0].path).toBe('body.url')
  })

  test('bad cursor, page size and unknown route', async () => {
    const cursor = await call(`/v1/account/${dev0}/history?${q}&cursor=garbage`)
    expect(cursor.status).toBe(400)
    expect(cursor.body.message).toBe('Invalid cursor')
    expect((await call(`/getWallets?${q}&entries=1000`)).status).toBe(400)
    expect((await call(`/v1/nothing?${q}`)).status).toBe(404)
  })
})
