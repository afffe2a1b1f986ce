import { describe, expect, it } from 'vitest'
import type { AdapterConnector } from '../adapter/types.js'
import { type ConnectListItem, getConnectList } from '../connectors/getConnectList.js'
import { defaultFeatures } from '../options/defaults.js'
import type { ConnectorTypeOrder } from '../options/types.js'
import { createWalletsState, type RegistryWallet, type WalletsState } from '../state/wallets.js'
import { getAllWalletsList, selectHasMoreWallets } from './getAllWalletsList.js'

const wallet = (id: string, name: string, rdns: string | null = null): RegistryWallet => ({
  id,
  name,
  image_id: id,
  rdns,
  chains: ['eip155:1'],
  homepage: `https://${id}.example`,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: 'none',
  imageUrl: `https://api.example/getWalletImage/${id}`,
})

const metamask = wallet('metamask', 'MetaMask', 'io.metamask')
const rabby = wallet('rabby', 'Rabby Wallet', 'io.rabby')
const trust = wallet('trust', 'Trust Wallet', 'com.trustwallet.app')
const zerion = wallet('zerion', 'Zerion', 'io.zerion.wallet')

const installedRabby: AdapterConnector = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
}
const devWallet: AdapterConnector = {
  id: 'dev.airlock.wallet',
  name: 'Airlock Dev Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.airlock.wallet' },
}

function options(connectorTypeOrder: ConnectorTypeOrder[] = defaultFeatures.connectorTypeOrder) {
  return {
    features: { ...defaultFeatures, connectorTypeOrder },
    enableEIP6963: true,
    enableInjected: true,
    enableWalletConnect: true,
    customWallets: [],
    excludeWalletIds: [],
  }
}

function state(
  wallets: Partial<WalletsState>,
  connectors = [devWallet, installedRabby],
  recentWallets: { id: string; name: string }[] = [],
) {
  return {
    adapterConnectors: { eip155: connectors },
    recentWallets,
    wallets: { ...createWalletsState(), ...wallets },
  }
}

const names = (items: ConnectListItem[]) =>
  items.map((item) =>
    item.kind === 'connector'
      ? `${item.section}:${item.connector.name}`
      : `${item.section}:${item.wallet.name}`,
  )

describe('getConnectList with the registry', () => {
  it('adds featured then recommended after the installed wallets, each wallet once', () => {
    const items = getConnectList({
      state: state({ featured: [rabby, metamask], recommended: [metamask, trust, zerion] }),
      options: options(),
    })
    expect(names(items)).toEqual([
      'injected:Airlock Dev Wallet',
      'injected:Rabby Wallet',
      'featured:MetaMask',
      'recommended:Trust Wallet',
      'recommended:Zerion',
    ])
    // The installed Rabby is the connector, not the registry entry.
    expect(items[1]?.kind).toBe('connector')
    expect(items[2]?.kind).toBe('registry')
  })

  it('follows connectorTypeOrder: featured first shows the installed wallet there', () => {
    const items = getConnectList({
      state: state({ featured: [rabby, metamask] }),
      options: options(['featured', 'injected', 'recommended']),
    })
    expect(names(items)).toEqual([
      'featured:Rabby Wallet',
      'featured:MetaMask',
      'injected:Airlock Dev Wallet',
    ])
  })

  it('connecting one namespace lists only its wallets: a registry answer for other chains is left out', () => {
    const phantom = {
      ...wallet('phantom', 'Phantom', 'app.phantom'),
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    } as RegistryWallet
    const solflare = {
      ...wallet('solflare', 'Solflare'),
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    } as RegistryWallet
    const solanaWallet: AdapterConnector = {
      id: 'Backpack',
      name: 'Backpack',
      type: 'ANNOUNCED',
      chain: 'solana',
    }
    const lists = state(
      { featured: [metamask, phantom], recommended: [trust, solflare], list: [metamask, solflare] },
      [devWallet, solanaWallet],
    )
    lists.adapterConnectors = { eip155: [devWallet], solana: [solanaWallet] } as never
    const solana = getConnectList({ state: lists, options: options(), namespace: 'solana' })
    expect(names(solana)).toEqual(['injected:Backpack', 'featured:Phantom', 'recommended:Solflare'])
    expect(
      names(getAllWalletsList({ state: lists, options: options(), namespace: 'solana' })),
    ).toEqual(['injected:Backpack', 'recommended:Phantom', 'recommended:Solflare'])
    // No namespace: every wallet.
    expect(names(getConnectList({ state: lists, options: options() }))).toContain(
      'featured:MetaMask',
    )
  })

  it('leaves out excluded registry wallets', () => {
    const items = getConnectList({
      state: state({ recommended: [metamask, trust] }),
      options: { ...options(), excludeWalletIds: ['trust'] },
    })
    expect(names(items)).toContain('recommended:MetaMask')
    expect(names(items)).not.toContain('recommended:Trust Wallet')
  })
})

describe('getAllWalletsList', () => {
  it('lists local wallets, then featured and the loaded pages, without duplicates', () => {
    const items = getAllWalletsList({
      state: state({ featured: [zerion], list: [metamask, rabby, trust, zerion] }),
      options: options(),
    })
    expect(names(items)).toEqual([
      'injected:Airlock Dev Wallet',
      'injected:Rabby Wallet',
      'recommended:Zerion',
      'recommended:MetaMask',
      'recommended:Trust Wallet',
    ])
  })

  it('while searching: matching local wallets and the results of that search', () => {
    const searched = state({
      list: [metamask, rabby, trust],
      search: { query: 'wallet', results: [rabby, trust], count: 2, status: 'ready' },
    })
    expect(
      names(getAllWalletsList({ state: searched, options: options(), query: 'wallet ' })),
    ).toEqual(['injected:Airlock Dev Wallet', 'injected:Rabby Wallet', 'recommended:Trust Wallet'])
    // Results of an older search are not shown for a new query.
    expect(names(getAllWalletsList({ state: searched, options: options(), query: 'rab' }))).toEqual(
      ['injected:Rabby Wallet'],
    )
  })
})

describe('a registry wallet used lately (paired through WalletConnect)', () => {
  const recent = [{ id: 'zerion', name: 'Zerion' }]

  it('is in the recent section of Connect, badged, once', () => {
    const items = getConnectList({
      state: state({ featured: [zerion], recommended: [trust] }, [devWallet], recent),
      options: options(),
    })
    expect(names(items)).toEqual([
      'recent:Zerion',
      'injected:Airlock Dev Wallet',
      'recommended:Trust Wallet',
    ])
    expect(items[0]).toMatchObject({ kind: 'registry', recent: true })
  })

  it('is marked recent in All Wallets, in the loaded pages and in a search', () => {
    const items = getAllWalletsList({
      state: state({ list: [metamask, zerion] }, [devWallet], recent),
      options: options(),
    })
    expect(names(items)).toEqual([
      'injected:Airlock Dev Wallet',
      'recommended:MetaMask',
      'recent:Zerion',
    ])
    expect(items.at(-1)).toMatchObject({ kind: 'registry', recent: true })
    const searched = getAllWalletsList({
      state: state(
        { search: { query: 'zer', results: [zerion], count: 1, status: 'ready' } },
        [devWallet],
        recent,
      ),
      options: options(),
      query: 'zer',
    })
    expect(names(searched)).toEqual(['recent:Zerion'])
  })
})

describe('selectHasMoreWallets', () => {
  it('is true until the loaded list reaches the count', () => {
    expect(selectHasMoreWallets({ wallets: createWalletsState() })).toBe(true)
    expect(
      selectHasMoreWallets({
        wallets: { ...createWalletsState(), page: 1, count: 3, list: [metamask] },
      }),
    ).toBe(true)
    expect(
      selectHasMoreWallets({
        wallets: { ...createWalletsState(), page: 1, count: 1, list: [metamask] },
      }),
    ).toBe(false)
  })
})
