import {
  type AppKit,
  type AppKitEvent,
  buyWithOnramp,
  connect,
  createAppKit,
  createMemoryStorage,
  defineNetwork,
  estimateSendGas,
  executeSwap,
  fetchNfts,
  fetchOnrampQuote,
  fetchProfileName,
  fetchSwapQuote,
  fetchTokenBalances,
  fetchTransactions,
  getSwapValidation,
  getTransactionGroupTitle,
  groupTransactions,
  hasInsufficientGas,
  initOnramp,
  initSwap,
  pushView,
  registerAccountName,
  sendTokens,
  setCurrentTab,
  setOnrampForm,
  setReceiverAddress,
  setSendAmount,
  setSendToken,
  setSwapAmount,
  setSwapToken,
  switchSwapTokens,
} from '@airlock/core'
import { type AirlockServer, createServer, localChains } from '@airlock/server'
import {
  devAccounts,
  devnetAssets,
  devnetCollection,
  devnetFirstAccountBalances,
  devnetTokens,
} from '@airlock/testing'
import { type Devnet, getFreePort, startDevnet } from '@airlock/testing/devnet'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createViemTestAdapter, type ViemTestAdapter } from './createViemTestAdapter.js'

// The modal's account-data and send actions (@airlock/core) against this server and a devnet.
let devnet: Devnet
let server: AirlockServer
let apiUrl: string
const receiver = devAccounts[1].address

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { primary: await getFreePort(), secondary: await getFreePort() },
    assetsPort: await getFreePort(),
  })
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    rateLimit: false,
    chains: [
      { ...localChains[0]!, rpcUrl: devnet.chains.primary.rpcUrl },
      { ...localChains[1]!, rpcUrl: devnet.chains.secondary.rpcUrl },
    ],
    indexer: { pollIntervalMs: 100 },
    metadataRewrites: devnet.assets ? { [devnetAssets.baseUrl]: devnet.assets.baseUrl } : undefined,
    identities: { [receiver]: { name: 'lantern-keeper.airlock', avatar: null } },
    onramp: { providers: [{ type: 'sandbox', treasuryKey: devAccounts[9].privateKey }] },
  })
  apiUrl = await server.listen()
  await waitFor(async () => (await fetch(`${apiUrl}/ready`)).ok)
}, 60_000)

// The server lets requests in flight finish (a balance refresh after the last send often is) and
// stops its indexer between polls before it closes.
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
}, 30_000)

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition not met in time')
}

function local() {
  return defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Airlock Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.chains.primary.rpcUrl] } },
  })
}

/** A real instance on the real server, connected as dev account `index`. */
async function connectedAppKit(
  index = 0,
): Promise<{ appKit: AppKit; adapter: ViemTestAdapter; events: AppKitEvent[] }> {
  const network = local()
  const adapter = createViemTestAdapter({ privateKey: devAccounts[index]!.privateKey, network })
  const appKit = createAppKit({
    adapters: [adapter],
    networks: [network],
    projectId: 'local-dev',
    apiUrl,
    storage: createMemoryStorage(),
    features: { analytics: false },
  })
  instances.push(appKit)
  const events: AppKitEvent[] = []
  appKit.events.subscribe((event) => events.push(event))
  await appKit.ready
  await connect(appKit, { connectorId: 'viem' })
  await waitFor(() => appKit.state.chains.eip155?.account.balance !== undefined)
  return { appKit, adapter, events }
}

const readToken = (address: string, token: Address) =>
  createPublicClient({ transport: http(devnet.chains.primary.rpcUrl) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Address],
  })
const readNative = (address: string) =>
  createPublicClient({ transport: http(devnet.chains.primary.rpcUrl) }).getBalance({
    address: address as Address,
  })

describe('account data from the data API', () => {
  it('token balances: native and both tokens with prices, into the account state', async () => {
    const { appKit } = await connectedAppKit(2)
    const balances = await fetchTokenBalances(appKit)
    expect(appKit.state.chains.eip155?.account.tokenBalance).toEqual(balances)
    const bySymbol = Object.fromEntries(balances.map((balance) => [balance.symbol, balance]))
    expect(bySymbol.ETH).toMatchObject({ price: 3000 })
    expect(bySymbol.ETH?.address).toBeUndefined()
    expect(bySymbol.AUSD).toMatchObject({ price: 1, quantity: { decimals: '6' } })
    expect(bySymbol.AIR).toMatchObject({ price: 1.5, quantity: { decimals: '18' } })
    expect(balances.every((balance) => Number(balance.quantity.numeric) > 0)).toBe(true)
  })

  it('the first account holds the seeded amounts and its Lanterns', async () => {
    const { appKit } = await connectedAppKit(3)
    const balances = await fetchTokenBalances(appKit)
    expect(balances.find((b) => b.symbol === 'AUSD')?.quantity.numeric).toBe('10000')
    const { appKit: first } = await connectedAppKit(0)
    const firstBalances = await fetchTokenBalances(first)
    // Other tests send from account 0, so compare with what the chain says.
    const ausd = await readToken(devAccounts[0].address, devnetTokens.usd.address as Address)
    expect(Number(firstBalances.find((b) => b.symbol === 'AUSD')?.quantity.numeric)).toBe(
      Number(ausd) / 1e6,
    )
    expect(devnetFirstAccountBalances.usd).toBe(850_000)
    const nfts = await fetchNfts(first)
    expect(first.state.nfts.status).toBe('success')
    expect(nfts.filter((nft) => nft.collection.name === devnetCollection.name)).toHaveLength(
      devnetCollection.mintedToFirstAccount,
    )
    expect(nfts[0]).toMatchObject({ chainId: 'eip155:31337', name: expect.any(String) })
  })

  it('transactions: pages append by cursor, the last one has no next', async () => {
    const { appKit } = await connectedAppKit(0)
    const { transactions } = appKit.state
    const first = await fetchTransactions(appKit, { limit: 2 })
    expect(first).toHaveLength(2)
    expect(transactions).toMatchObject({ status: 'success', empty: false })
    expect(transactions.next).toEqual(expect.any(String))
    let pages = 1
    while (transactions.next && pages < 50) {
      await fetchTransactions(appKit, { cursor: transactions.next, limit: 2 })
      pages += 1
    }
    expect(transactions.next).toBeUndefined()
    expect(transactions.transactions.length).toBeGreaterThan(2)
    expect(new Set(transactions.transactions.map((entry) => entry.id)).size).toBe(
      transactions.transactions.length,
    )
    // Without a cursor the list starts over.
    await fetchTransactions(appKit, { limit: 2 })
    expect(transactions.transactions).toHaveLength(2)
  })

  it('transactions: a failing fetch empties, drops the cursor, toasts and tracks', async () => {
    const { appKit, events } = await connectedAppKit(0)
    await fetchTransactions(appKit, { cursor: 'not-a-cursor' })
    expect(appKit.state.transactions).toMatchObject({
      status: 'error',
      empty: true,
      next: undefined,
    })
    expect(appKit.state.toast).toMatchObject({
      message: 'Failed to fetch transactions',
      variant: 'error',
      open: true,
    })
    expect(events.map((event) => event.data.event)).toContain('ERROR_FETCH_TRANSACTIONS')
  })

  it("transactions can't be fetched without an account address", async () => {
    const network = local()
    const appKit = createAppKit({
      adapters: [createViemTestAdapter({ privateKey: devAccounts[0].privateKey, network })],
      networks: [network],
      projectId: 'local-dev',
      apiUrl,
      storage: createMemoryStorage(),
    })
    instances.push(appKit)
    await appKit.ready
    await expect(fetchTransactions(appKit)).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })

  it('setCurrentTab selects the account tab', async () => {
    const { appKit } = await connectedAppKit(0)
    setCurrentTab(appKit, { tab: 2 })
    expect(appKit.state.chains.eip155?.account.currentTab).toBe(2)
  })
})

describe('send', () => {
  it('1.5 AUSD: the receiver gets exactly 1.5, balances refresh, the state resets', async () => {
    const { appKit, events } = await connectedAppKit(0)
    appKit.state.router = {
      view: 'WalletSendPreview',
      history: ['Account', 'WalletSend', 'WalletSendPreview'],
      data: {},
    }
    const balances = await fetchTokenBalances(appKit)
    const ausd = balances.find((balance) => balance.symbol === 'AUSD')
    setSendToken(appKit, { token: ausd })
    setSendAmount(appKit, { amount: '1.5' })
    await setReceiverAddress(appKit, { address: receiver })
    expect(appKit.state.send.receiverProfileName).toBe('lantern-keeper.airlock')

    const estimate = await estimateSendGas(appKit)
    expect(estimate?.gas).toBeGreaterThan(21_000n)
    expect(appKit.state.send.gasPriceInUSD).toBeGreaterThan(0)
    expect(appKit.state.send.networkBalanceInUSD).toBeGreaterThan(1000)
    expect(hasInsufficientGas({ ...appKit.state.send, isSmartAccount: false })).toBe(false)

    const before = await readToken(receiver, devnetTokens.usd.address as Address)
    const { hash } = await sendTokens(appKit)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await readToken(receiver, devnetTokens.usd.address as Address)).toBe(before + 1_500_000n)
    expect(appKit.state.router).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(appKit.state.toast).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(appKit.state.send).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      loading: false,
    })
    expect(events.map((event) => event.data.event)).toEqual(
      expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']),
    )
    const sent = Number(ausd?.quantity.numeric) - 1.5
    await waitFor(
      () =>
        Number(
          appKit.state.chains.eip155?.account.tokenBalance.find((b) => b.symbol === 'AUSD')
            ?.quantity.numeric,
        ) === sent,
    )

    // The indexer picks the transfer up: it heads the history, under the current month.
    await waitFor(async () => {
      await fetchTransactions(appKit)
      return appKit.state.transactions.transactions[0]?.metadata.hash === hash
    })
    const [group] = groupTransactions(appKit.state.transactions.transactions)
    expect(getTransactionGroupTitle(group!)).toBe(
      new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date()),
    )
  })

  it('native ETH: the receiver gets exactly the amount', async () => {
    const { appKit } = await connectedAppKit(0)
    const balances = await fetchTokenBalances(appKit)
    setSendToken(appKit, { token: balances.find((balance) => !balance.address) })
    setSendAmount(appKit, { amount: '0.25' })
    await setReceiverAddress(appKit, { address: receiver })
    const before = await readNative(receiver)
    await sendTokens(appKit)
    expect(await readNative(receiver)).toBe(before + 250_000_000_000_000_000n)
  })

  it('a refused signature: Something went wrong, SEND_ERROR, nothing moves, the state resets', async () => {
    const { appKit, adapter, events } = await connectedAppKit(0)
    const balances = await fetchTokenBalances(appKit)
    setSendToken(appKit, { token: balances.find((balance) => balance.symbol === 'AUSD') })
    setSendAmount(appKit, { amount: '2' })
    await setReceiverAddress(appKit, { address: receiver })
    const before = await readToken(receiver, devnetTokens.usd.address as Address)
    adapter.rejectNext()
    await expect(sendTokens(appKit)).rejects.toThrow('User rejected the request.')
    expect(appKit.state.toast).toMatchObject({ message: 'Something went wrong', variant: 'error' })
    expect(events.map((event) => event.data.event)).toContain('SEND_ERROR')
    expect(appKit.state.send.token).toBeUndefined()
    expect(await readToken(receiver, devnetTokens.usd.address as Address)).toBe(before)
  })

  it('an amount above the balance or no receiver is refused before the wallet', async () => {
    const { appKit, events } = await connectedAppKit(0)
    const balances = await fetchTokenBalances(appKit)
    const ausd = balances.find((balance) => balance.symbol === 'AUSD')
    setSendToken(appKit, { token: ausd })
    setSendAmount(appKit, { amount: String(Number(ausd?.quantity.numeric) + 1) })
    await setReceiverAddress(appKit, { address: receiver })
    await expect(sendTokens(appKit)).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    expect(events.map((event) => event.data.event)).not.toContain('SEND_INITIATED')
  })
})

describe('swap', () => {
  it('10 AUSD → AIR: approval first, then the swap; AIR arrives within 1% of the quote', async () => {
    // Account 5 has never approved the router: the approval step runs.
    const { appKit, events } = await connectedAppKit(5)
    const swap = await initSwap(appKit)
    expect(swap.status).toBe('success')
    expect(swap.tokens.map((token) => token.symbol)).toEqual(['ETH', 'AUSD', 'AIR'])
    expect(swap.fromToken?.symbol).toBe('ETH')
    const ausd = swap.tokens.find((token) => token.symbol === 'AUSD')
    const air = swap.tokens.find((token) => token.symbol === 'AIR')
    setSwapToken(appKit, { target: 'to', token: ausd })
    setSwapToken(appKit, { target: 'to', token: air })
    // Choosing the paid side's token on the other side swaps the two.
    setSwapToken(appKit, { target: 'from', token: air })
    expect([swap.fromToken?.symbol, swap.toToken?.symbol]).toEqual(['AIR', 'ETH'])
    setSwapToken(appKit, { target: 'from', token: ausd })
    setSwapToken(appKit, { target: 'to', token: air })
    switchSwapTokens(appKit)
    switchSwapTokens(appKit)
    expect(getSwapValidation(swap, { isSmartAccount: false })).toBe('enterAmount')
    setSwapAmount(appKit, { amount: '10000000' })
    await fetchSwapQuote(appKit)
    expect(getSwapValidation(swap, { isSmartAccount: false })).toBe('insufficientFunds')

    setSwapAmount(appKit, { amount: '10' })
    const quote = await fetchSwapQuote(appKit)
    expect(quote?.fromAmount).toBe('10000000')
    expect(swap.approvalNeeded).toBe(true)
    expect(swap.gasPriceInUSD).toBeGreaterThan(0)
    expect(getSwapValidation(swap, { isSmartAccount: false })).toBeUndefined()

    const owner = devAccounts[5]!.address
    const [ausdBefore, airBefore] = await Promise.all([
      readToken(owner, devnetTokens.usd.address as Address),
      readToken(owner, devnetTokens.token.address as Address),
    ])
    const { approvalHash } = await executeSwap(appKit)
    expect(approvalHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(appKit.state.toast).toMatchObject({ message: 'Swapped 10 AUSD', variant: 'success' })
    expect(appKit.state.router.view).toBe('Account')
    expect(appKit.state.swap).toBeUndefined()
    expect(events.map((event) => event.data.event)).toEqual(
      expect.arrayContaining(['SWAP_INITIATED', 'SWAP_SUCCESS']),
    )
    const received = (await readToken(owner, devnetTokens.token.address as Address)) - airBefore
    const quoted = BigInt(quote?.toAmount ?? 0)
    expect(ausdBefore - (await readToken(owner, devnetTokens.usd.address as Address))).toBe(
      10_000_000n,
    )
    expect(received).toBeLessThanOrEqual(quoted)
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    // The balances shown follow.
    await waitFor(() =>
      Boolean(
        appKit.state.chains.eip155?.account.tokenBalance.some(
          (balance) => balance.symbol === 'AUSD' && balance.quantity.numeric === '9990',
        ),
      ),
    )
  })

  it('a refused swap: Something went wrong, SWAP_ERROR, the preview stays', async () => {
    const { appKit, adapter, events } = await connectedAppKit(6)
    const swap = await initSwap(appKit)
    setSwapToken(appKit, {
      target: 'to',
      token: swap.tokens.find((token) => token.symbol === 'AIR'),
    })
    setSwapAmount(appKit, { amount: '0.01' })
    await fetchSwapQuote(appKit)
    expect(swap.approvalNeeded).toBe(false)
    pushView(appKit, { view: 'SwapPreview' })
    adapter.rejectNext()
    await expect(executeSwap(appKit)).rejects.toThrow('User rejected the request.')
    expect(appKit.state.toast).toMatchObject({ message: 'Something went wrong', variant: 'error' })
    expect(events.map((event) => event.data.event)).toContain('SWAP_ERROR')
    expect(appKit.state.router.view).toBe('SwapPreview')
    expect(swap.loading).toBe(false)
  })
})

describe('on-ramp', () => {
  it('buys 50 AUSD through the sandbox: quote, checkout window, pending, then Bought and the history', async () => {
    const { appKit } = await connectedAppKit(4)
    const owner = devAccounts[4]!.address
    const onramp = await initOnramp(appKit)
    expect(onramp.providers.map((provider) => provider.id)).toEqual(['sandbox'])
    // The chain's tokens, then its coin.
    expect(onramp.purchaseCurrencies.map((currency) => currency.id)).toEqual(['AUSD', 'AIR', 'ETH'])
    expect([onramp.purchaseCurrency, onramp.paymentCurrency]).toEqual(['AUSD', 'USD'])
    await expect(buyWithOnramp(appKit, { popup: null })).rejects.toThrow(
      'Invalid onramp parameters',
    )

    setOnrampForm(appKit, { amount: '50' })
    const quote = await fetchOnrampQuote(appKit)
    expect(quote?.purchaseAmount).toEqual({ amount: '50', currency: 'AUSD' })
    expect(quote?.paymentTotal).toEqual({ amount: '50.50', currency: 'USD' })

    await expect(buyWithOnramp(appKit, { popup: null })).rejects.toThrow('Something went wrong')
    const popup = { location: { href: '' }, closed: false, close() {} }
    const before = await readToken(owner, devnetTokens.usd.address as Address)
    const purchase = await buyWithOnramp(appKit, { popup: popup as unknown as Window })
    expect(purchase).toMatchObject({ status: 'pending', provider: 'sandbox', symbol: 'AUSD' })
    expect(appKit.state.router.view).toBe('BuyInProgress')
    expect(popup.location.href).toBe(`${apiUrl}/onramp/sandbox/checkout/${purchase.id}`)

    // The visitor pays in the window.
    const paid = await fetch(popup.location.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=50.00&cardNumber=4242424242424242',
    })
    expect(paid.status).toBe(200)
    await waitFor(() => appKit.state.onramp?.purchase?.status === 'completed', 30_000)
    expect(appKit.state.toast).toMatchObject({ message: 'Bought 50 AUSD', variant: 'success' })
    expect(appKit.state.router.view).toBe('Account')
    expect(await readToken(owner, devnetTokens.usd.address as Address)).toBe(before + 50_000_000n)
    await waitFor(() =>
      appKit.state.transactions.transactions.some(
        (transaction) =>
          transaction.metadata.operationType === 'buy' &&
          transaction.metadata.hash === appKit.state.onramp?.purchase?.txHash,
      ),
    )
  })
})

describe('names', () => {
  it('registers alice-test.reown.id, the account shows it, and 1 AUSD sent to the name arrives', async () => {
    const alice = devAccounts[7]!.address
    const { appKit: aliceKit } = await connectedAppKit(7)
    const registered = await registerAccountName(aliceKit, { name: 'alice-test' })
    if (!registered.success) throw new Error('not registered')
    expect(registered.record.name).toBe('alice-test.reown.id')
    expect(aliceKit.state.router.view).toBe('RegisterAccountNameSuccess')
    expect(aliceKit.state.chains.eip155?.account.profileName).toBe('alice-test.reown.id')
    // A new visit finds it by reverse lookup.
    const { appKit: revisit } = await connectedAppKit(7)
    expect(await fetchProfileName(revisit)).toBe('alice-test.reown.id')
    expect(revisit.state.chains.eip155?.account.profileName).toBe('alice-test.reown.id')

    // Another account cannot take it: back to RegisterAccountName with the spec's text.
    const { appKit: other } = await connectedAppKit(8)
    await expect(registerAccountName(other, { name: 'alice-test.reown.id' })).rejects.toThrow(
      'Error registering name alice-test.reown.id',
    )
    expect(other.state.router.view).toBe('RegisterAccountName')
    expect(other.state.toast).toMatchObject({
      message: 'Error registering name alice-test.reown.id',
      variant: 'error',
    })
    expect(await fetchProfileName(other)).toBeUndefined()
    await expect(registerAccountName(other, { name: 'abc' })).rejects.toThrow(
      'Error registering name abc.reown.id',
    )

    const { appKit } = await connectedAppKit(0)
    const balances = await fetchTokenBalances(appKit)
    setSendToken(appKit, { token: balances.find((balance) => balance.symbol === 'AUSD') })
    setSendAmount(appKit, { amount: '1' })
    await setReceiverAddress(appKit, { address: 'alice-test.reown.id' })
    expect(appKit.state.send.receiverAddress?.toLowerCase()).toBe(alice.toLowerCase())
    expect(appKit.state.send.receiverProfileName).toBe('alice-test.reown.id')
    const before = await readToken(alice, devnetTokens.usd.address as Address)
    await sendTokens(appKit)
    expect(await readToken(alice, devnetTokens.usd.address as Address)).toBe(before + 1_000_000n)
  })
})
