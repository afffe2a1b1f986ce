import { createBlockchainApiClient, getAnalyticsEvents } from '@airlock/blockchain-api'
import {
  type AppKit,
  type AppKitEvent,
  type AppKitEventName,
  type CreateAppKitParameters,
  createAppKit,
  createMemoryStorage,
  fetchFeaturedWallets,
  fetchRecommendedWallets,
  fetchWallets,
  searchWallets,
  selectHasMoreWallets,
} from '@airlock/core'
import {
  airlockLocal,
  bitcoinRegtest,
  mainnet,
  solana,
  solanaDevnet,
  solanaLocal,
} from '@airlock/core/networks'
import { type AirlockServer, createServer, walletCatalogue } from '@airlock/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

let server: AirlockServer
let apiUrl: string

beforeAll(async () => {
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [],
    indexer: false,
    rateLimit: false,
    projects: [
      { id: 'wallets-test', allowedOrigins: ['https://shop.example'], ownerKey: 'owner-key' },
      { id: 'quiet', allowedOrigins: ['*'], ownerKey: 'quiet-owner', analyticsEnabled: false },
    ],
  })
  apiUrl = await server.listen()
})
afterAll(async () => {
  await server?.close()
})

const instances: AppKit[] = []
afterEach(() => {
  vi.unstubAllGlobals()
  for (const appKit of instances.splice(0)) appKit.destroy()
})

function setup(options: Partial<CreateAppKitParameters> = {}): AppKit {
  const appKit = createAppKit({
    networks: [airlockLocal, mainnet],
    projectId: 'wallets-test',
    apiUrl,
    storage: createMemoryStorage(),
    debug: false,
    ...options,
  })
  instances.push(appKit)
  return appKit
}

const evmWallets = walletCatalogue.filter((wallet) =>
  wallet.chains.some((chain) => chain.startsWith('eip155:')),
)

describe('fetchWallets', () => {
  it('loads the registry 40 at a time until the count is reached', async () => {
    const appKit = setup()
    const { wallets } = appKit.state
    expect(selectHasMoreWallets(appKit.state)).toBe(true)

    await fetchWallets(appKit, { page: 1 })
    expect(wallets.listStatus).toBe('ready')
    expect(wallets.list).toHaveLength(40)
    expect(wallets.count).toBe(evmWallets.length)
    expect(wallets.list[0]).toMatchObject({ id: 'metamask', name: 'MetaMask' })
    expect(wallets.list[0]?.imageUrl).toMatch(
      new RegExp(`^${apiUrl}/getWalletImage/metamask\\?projectId=wallets-test&`),
    )

    const pages = Math.ceil(evmWallets.length / 40)
    expect(pages).toBeGreaterThanOrEqual(3)
    await fetchWallets(appKit, { page: 2 })
    expect(wallets.page).toBe(2)
    expect(wallets.list).toHaveLength(80)
    expect(selectHasMoreWallets(appKit.state)).toBe(true)
    for (let page = 3; page <= pages; page++) await fetchWallets(appKit, { page })
    expect(wallets.page).toBe(pages)
    expect(wallets.list).toHaveLength(evmWallets.length)
    expect(new Set(wallets.list.map((wallet) => wallet.id)).size).toBe(evmWallets.length)
    expect(selectHasMoreWallets(appKit.state)).toBe(false)

    // Pages already loaded, skipped, or past the end are not fetched.
    await fetchWallets(appKit, { page: pages })
    await fetchWallets(appKit, { page: pages + 3 })
    await fetchWallets(appKit, { page: pages + 1 })
    expect(wallets.page).toBe(pages)
  })

  it('asks for the configured networks only', async () => {
    const appKit = setup({ networks: [solana] })
    await fetchWallets(appKit, { page: 1 })
    const solanaWallets = walletCatalogue.filter((wallet) =>
      wallet.chains.includes(solana.caipNetworkId as never),
    )
    expect(appKit.state.wallets.count).toBe(solanaWallets.length)
    expect(appKit.state.wallets.list.map((wallet) => wallet.id)).toEqual(
      solanaWallets.slice(0, 40).map((wallet) => wallet.id),
    )
  })

  it('fetches the first 20 images ahead as object URLs', async () => {
    const appKit = setup()
    await fetchWallets(appKit, { page: 1 })
    await vi.waitFor(() => expect(Object.keys(appKit.state.wallets.images)).toHaveLength(20))
    const first20 = appKit.state.wallets.list.slice(0, 20).map((wallet) => wallet.image_id)
    expect(Object.keys(appKit.state.wallets.images).sort()).toEqual([...first20].sort())
    const url = appKit.state.wallets.images.metamask ?? ''
    expect(url).toMatch(/^blob:/)
    const blob = await (await fetch(url)).text()
    expect(blob).toContain('<svg')
  })

  it('respects includeWalletIds and excludeWalletIds', async () => {
    const appKit = setup({
      includeWalletIds: ['rabby', 'metamask', 'trust'],
      excludeWalletIds: ['trust'],
    })
    await fetchWallets(appKit, { page: 1 })
    expect(appKit.state.wallets.list.map((wallet) => wallet.id)).toEqual(['rabby', 'metamask'])
    expect(appKit.state.wallets.count).toBe(2)
  })
})

describe('featured and recommended', () => {
  it('featured are the given ids in order; recommended the next 4, with the count', async () => {
    const appKit = setup({ featuredWalletIds: ['rabby', 'metamask'] })
    await Promise.all([fetchFeaturedWallets(appKit), fetchRecommendedWallets(appKit)])
    const { wallets } = appKit.state
    expect(wallets.featured.map((wallet) => wallet.id)).toEqual(['rabby', 'metamask'])
    expect(wallets.recommended).toHaveLength(4)
    expect(wallets.recommended.map((wallet) => wallet.id)).not.toContain('metamask')
    expect(wallets.recommended.map((wallet) => wallet.id)).not.toContain('rabby')
    expect(wallets.count).toBe(evmWallets.length)
  })

  it('without featured ids nothing is fetched for featured', async () => {
    const appKit = setup()
    await fetchFeaturedWallets(appKit)
    expect(appKit.state.wallets.featuredStatus).toBe('idle')
    await fetchRecommendedWallets(appKit)
    expect(appKit.state.wallets.recommended.map((wallet) => wallet.id)).toEqual(
      evmWallets.slice(0, 4).map((wallet) => wallet.id),
    )
  })
})

describe("a namespace's wallets", () => {
  // A dapp on EVM, Solana and Bitcoin networks, connecting one namespace at a time.
  const multichain = () =>
    setup({
      networks: [airlockLocal, mainnet, solanaLocal, solanaDevnet, bitcoinRegtest],
      featuredWalletIds: ['rainbow', 'phantom'],
    })
  const serving = (namespace: string) =>
    walletCatalogue.filter((wallet) =>
      wallet.chains.some((chain) => chain.startsWith(`${namespace}:`)),
    )
  const servesAll = (wallets: { chains: readonly string[] }[], namespace: string) =>
    wallets.every((wallet) => wallet.chains.some((chain) => chain.startsWith(`${namespace}:`)))

  it("featured, recommended, the list and the count are the namespace's only", async () => {
    const appKit = multichain()
    const { wallets } = appKit.state
    await Promise.all([
      fetchFeaturedWallets(appKit, { namespace: 'solana' }),
      fetchRecommendedWallets(appKit, { namespace: 'solana' }),
      fetchWallets(appKit, { page: 1, namespace: 'solana' }),
    ])
    expect(wallets.featured.map((wallet) => wallet.id)).toEqual(['phantom'])
    expect(wallets.recommended).toHaveLength(4)
    expect(servesAll(wallets.recommended, 'solana')).toBe(true)
    expect(wallets.count).toBe(serving('solana').length)
    expect(wallets.list.map((wallet) => wallet.id)).toEqual(
      serving('solana')
        .slice(0, 40)
        .map((wallet) => wallet.id),
    )
    expect(wallets.list.map((wallet) => wallet.name)).not.toContain('Rainbow')

    // Another namespace's connect loads its own wallets in their place.
    await Promise.all([
      fetchFeaturedWallets(appKit, { namespace: 'bip122' }),
      fetchRecommendedWallets(appKit, { namespace: 'bip122' }),
      fetchWallets(appKit, { page: 1, namespace: 'bip122' }),
    ])
    expect(wallets.featured.map((wallet) => wallet.id)).toEqual(['phantom'])
    expect(servesAll(wallets.recommended, 'bip122')).toBe(true)
    expect(wallets.list.map((wallet) => wallet.name)).toContain('Xverse')
    expect(servesAll(wallets.list, 'bip122')).toBe(true)
    expect(wallets.count).toBe(serving('bip122').length)

    // No namespace: every network of the dapp.
    await fetchWallets(appKit, { page: 1 })
    expect(wallets.count).toBe(walletCatalogue.length)
    expect(wallets.featured).toEqual([])
  })

  it('a search finds only wallets of the namespace', async () => {
    const appKit = multichain()
    await searchWallets(appKit, { search: 'rainbow', namespace: 'solana' })
    expect(appKit.state.wallets.search).toMatchObject({ status: 'ready', count: 0 })
    await searchWallets(appKit, { search: 'rainbow', namespace: 'eip155' })
    expect(appKit.state.wallets.search.results.map((wallet) => wallet.name)).toEqual(['Rainbow'])
  })

  it('an answer for the namespace left meanwhile is dropped', async () => {
    const appKit = multichain()
    const solanaPage = fetchWallets(appKit, { page: 1, namespace: 'solana' })
    const evmPage = fetchWallets(appKit, { page: 1, namespace: 'eip155' })
    await Promise.all([solanaPage, evmPage])
    expect(appKit.state.wallets.count).toBe(serving('eip155').length)
    expect(appKit.state.wallets.list.map((wallet) => wallet.name)).toContain('Rainbow')
    expect(servesAll(appKit.state.wallets.list, 'eip155')).toBe(true)
  })
})

describe('searchWallets', () => {
  it('narrows the registry, waits at least 300 ms and tracks SEARCH_WALLET', async () => {
    const appKit = setup()
    const events: AppKitEvent[] = []
    appKit.events.subscribe((event) => events.push(event))
    const started = performance.now()
    const pending = searchWallets(appKit, { search: ' rab ' })
    expect(appKit.state.wallets.search.status).toBe('loading')
    await pending
    expect(performance.now() - started).toBeGreaterThanOrEqual(295)
    const { search } = appKit.state.wallets
    expect(search).toMatchObject({ query: 'rab', status: 'ready', count: 1 })
    expect(search.results.map((wallet) => wallet.name)).toEqual(['Rabby Wallet'])
    expect(events.map((event) => event.data)).toEqual([
      { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'rab' } },
    ])

    await searchWallets(appKit, { search: 'zzz-no-such-wallet' })
    expect(appKit.state.wallets.search).toMatchObject({ status: 'ready', results: [], count: 0 })

    await searchWallets(appKit, { search: '  ' })
    expect(appKit.state.wallets.search).toMatchObject({ query: '', status: 'idle', results: [] })
  })

  it('returns at most 100 results', async () => {
    const appKit = setup()
    await searchWallets(appKit, { search: 'a' })
    const { search } = appKit.state.wallets
    expect(search.results.length).toBeLessThanOrEqual(100)
    expect(search.results.length).toBe(Math.min(search.count, 100))
  })

  it('a newer search replaces one still in flight', async () => {
    const appKit = setup()
    const first = searchWallets(appKit, { search: 'meta' })
    const second = searchWallets(appKit, { search: 'rab' })
    await Promise.all([first, second])
    expect(appKit.state.wallets.search.query).toBe('rab')
    expect(appKit.state.wallets.search.results.map((wallet) => wallet.id)).toEqual(['rabby'])
  })
})

describe('failures', () => {
  it('an unknown project id fails the fetch and shows "Invalid Project ID" once', async () => {
    const appKit = setup({ projectId: 'no-such-project' })
    await fetchWallets(appKit, { page: 1 })
    await fetchRecommendedWallets(appKit)
    expect(appKit.state.wallets.listStatus).toBe('error')
    expect(appKit.state.wallets.recommendedStatus).toBe('error')
    expect(appKit.state.alerts.map((alert) => alert.id)).toEqual(['INVALID_PROJECT_ID'])
    expect(appKit.state.alerts[0]?.message).toBe('invalidProjectId')

    // A retry after the error fetches again.
    await fetchWallets(appKit, { page: 1 })
    expect(appKit.state.alerts).toHaveLength(1)
  })

  it('a page origin outside the allow-list shows "Invalid App Configuration"', async () => {
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) =>
      realFetch(input, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: 'https://evil.example' },
      }),
    )
    const appKit = setup()
    await fetchWallets(appKit, { page: 1 })
    expect(appKit.state.wallets.listStatus).toBe('error')
    expect(appKit.state.alerts.map((alert) => alert.id)).toEqual(['ORIGIN_NOT_ALLOWED'])
    expect(appKit.state.alerts[0]?.message).toBe('invalidAppConfiguration')
  })

  it('an unreachable server sets the error without an alert', async () => {
    const appKit = setup({ apiUrl: 'http://127.0.0.1:9' })
    await searchWallets(appKit, { search: 'rab' })
    expect(appKit.state.wallets.search.status).toBe('error')
    expect(appKit.state.alerts).toEqual([])
  })
})

/** Puts an event on the instance's event stream, as the modal's actions do. */
function emitEvent(appKit: AppKit, event: AppKitEventName, properties?: Record<string, string>) {
  appKit.events.emit({ timestamp: Date.now(), data: { type: 'track', event, properties } })
}

describe('analytics', () => {
  const eventsOf = async (projectId: string, ownerKey: string) => {
    const client = createBlockchainApiClient({ baseUrl: apiUrl, projectId })
    return (await getAnalyticsEvents(client, { ownerKey })).data
  }

  it('sends tracked events to the sink, never MODAL_CREATED', async () => {
    const appKit = setup()
    const marker = `marker-${Date.now()}`
    emitEvent(appKit, 'MODAL_CREATED')
    emitEvent(appKit, 'MODAL_OPEN', { marker })
    await searchWallets(appKit, { search: marker })
    await vi.waitFor(
      async () => {
        const events = await eventsOf('wallets-test', 'owner-key')
        const mine = events.filter((event) => JSON.stringify(event.props).includes(marker))
        expect(mine.map((event) => event.props.event).sort()).toEqual([
          'MODAL_OPEN',
          'SEARCH_WALLET',
        ])
      },
      { timeout: 8_000 },
    )
    const all = await eventsOf('wallets-test', 'owner-key')
    expect(all.some((event) => event.props.event === 'MODAL_CREATED')).toBe(false)
  })

  it('sends nothing while the action that tracked an event is still running', async () => {
    const appKit = setup()
    const marker = `later-${Date.now()}`
    // Once the sender is loaded, a later event must still leave in a task of its own.
    emitEvent(appKit, 'MODAL_OPEN', { marker: `${marker}-first` })
    await vi.waitFor(
      async () => {
        const events = await eventsOf('wallets-test', 'owner-key')
        expect(events.some((event) => JSON.stringify(event.props).includes(marker))).toBe(true)
      },
      { timeout: 8_000 },
    )
    const realFetch = globalThis.fetch
    const requests: string[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(String(input instanceof Request ? input.url : input))
      return realFetch(input, init)
    })
    emitEvent(appKit, 'MODAL_CLOSE', { marker })
    // The emitting task and its microtasks end, and the next task starts, before anything is sent.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(requests).toEqual([])
    await vi.waitFor(
      async () => {
        const events = await eventsOf('wallets-test', 'owner-key')
        const closes = events.filter(
          (event) =>
            event.props.event === 'MODAL_CLOSE' && JSON.stringify(event.props).includes(marker),
        )
        expect(closes).toHaveLength(1)
      },
      { timeout: 8_000 },
    )
    expect(requests.some((url) => new URL(url).pathname === '/e')).toBe(true)
  })

  it('sends nothing when the project or the app turns analytics off', async () => {
    const quiet = setup({ projectId: 'quiet' })
    const off = setup({ features: { analytics: false } })
    const marker = `off-${Date.now()}`
    emitEvent(quiet, 'MODAL_OPEN', { marker })
    emitEvent(off, 'MODAL_OPEN', { marker })
    // Events the enabled instance sends after these prove the others had their chance.
    const on = setup()
    emitEvent(on, 'MODAL_OPEN', { marker })
    await vi.waitFor(
      async () => {
        const events = await eventsOf('wallets-test', 'owner-key')
        expect(events.filter((event) => JSON.stringify(event.props).includes(marker))).toHaveLength(
          1,
        )
      },
      { timeout: 8_000 },
    )
    expect(await eventsOf('quiet', 'quiet-owner')).toEqual([])
  })
})
