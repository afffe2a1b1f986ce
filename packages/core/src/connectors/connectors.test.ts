import { describe, expect, it } from 'vitest'
import type { AdapterConnector } from '../adapter/types.js'
import { defaultFeatures } from '../options/defaults.js'
import { getConnectList } from './getConnectList.js'
import { mergeConnectors } from './mergeConnectors.js'

const announced = (
  id: string,
  name: string,
  chain: 'eip155' | 'solana' = 'eip155',
): AdapterConnector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain,
  info: { rdns: id },
})

describe('mergeConnectors (spec §3)', () => {
  it('merges multi-chain and auth connectors of the same name under eip155', () => {
    const merged = mergeConnectors({
      eip155: [{ id: 'phantom-evm', name: 'Phantom', type: 'MULTI_CHAIN', chain: 'eip155' }],
      solana: [
        { id: 'phantom-sol', name: 'Phantom', type: 'MULTI_CHAIN', chain: 'solana' },
        { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'solana' },
      ],
      bip122: [{ id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'bip122' }],
    })
    expect(merged).toHaveLength(2)
    const phantom = merged.find((connector) => connector.name === 'Phantom')
    expect(phantom?.chain).toBe('eip155')
    expect(phantom?.connectors?.map((connector) => connector.chain)).toEqual(['eip155', 'solana'])
    expect(merged.find((connector) => connector.type === 'AUTH')?.connectors).toHaveLength(2)
  })

  it("shows the adapters' WalletConnect connectors as one row over their namespaces, eip155 leading", () => {
    const walletConnect = (chain: 'eip155' | 'solana' | 'bip122'): AdapterConnector => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain,
    })
    const merged = mergeConnectors({
      solana: [walletConnect('solana')],
      eip155: [walletConnect('eip155')],
      bip122: [walletConnect('bip122')],
    })
    expect(merged).toHaveLength(1)
    expect(merged[0]?.chain).toBe('eip155')
    expect(merged[0]?.connectors?.map((connector) => connector.chain)).toEqual([
      'solana',
      'eip155',
      'bip122',
    ])
  })

  it("treats 'Trust Wallet' as 'Trust'", () => {
    const merged = mergeConnectors({
      eip155: [{ id: 'trust-evm', name: 'Trust Wallet', type: 'MULTI_CHAIN', chain: 'eip155' }],
      solana: [{ id: 'trust-sol', name: 'Trust', type: 'MULTI_CHAIN', chain: 'solana' }],
    })
    expect(merged).toHaveLength(1)
    expect(merged[0]?.name).toBe('Trust')
  })

  it('never shows a wallet twice: the generic injected connector yields to announced wallets', () => {
    const merged = mergeConnectors({
      eip155: [
        { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' },
        announced('dev.airlock.wallet', 'Airlock Dev Wallet'),
        announced('dev.airlock.wallet', 'Airlock Dev Wallet'),
      ],
    })
    expect(merged.map((connector) => connector.id)).toEqual(['dev.airlock.wallet'])
    // Alone, the injected connector stays.
    expect(
      mergeConnectors({
        eip155: [{ id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' }],
      }),
    ).toHaveLength(1)
  })
})

describe('getConnectList', () => {
  const options = {
    features: defaultFeatures,
    enableEIP6963: true,
    enableInjected: true,
    enableWalletConnect: true,
    customWallets: [{ id: 'custom', name: 'Custom Wallet' }],
    excludeWalletIds: [],
  }
  const adapterConnectors = {
    eip155: [
      { id: 'ext', name: 'External', type: 'EXTERNAL' as const, chain: 'eip155' as const },
      announced('io.rabby', 'Rabby'),
      announced('dev.airlock.wallet', 'Airlock Dev Wallet'),
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT' as const,
        chain: 'eip155' as const,
      },
    ],
    solana: [announced('app.phantom', 'Phantom', 'solana')],
  }

  it('orders by connectorTypeOrder and lists recent wallets first among installed, once', () => {
    const list = getConnectList({
      state: {
        adapterConnectors,
        recentWallets: [{ id: 'dev.airlock.wallet', name: 'Airlock Dev Wallet' }],
      },
      options,
    })
    expect(
      list.map(
        (item) =>
          `${item.section}:${item.kind === 'connector' ? item.connector.id : item.wallet.id}`,
      ),
    ).toEqual([
      'walletConnect:walletConnect',
      'recent:dev.airlock.wallet',
      'injected:io.rabby',
      'injected:app.phantom',
      'custom:custom',
      'external:ext',
    ])
  })

  it('follows a custom order, the enable flags and a namespace filter', () => {
    const list = getConnectList({
      state: { adapterConnectors, recentWallets: [] },
      options: {
        ...options,
        enableWalletConnect: false,
        features: { ...defaultFeatures, connectorTypeOrder: ['external', 'injected'] },
      },
      namespace: 'eip155',
    })
    expect(
      list.map((item) => (item.kind === 'connector' ? item.connector.id : item.wallet.id)),
    ).toEqual(['ext', 'io.rabby', 'dev.airlock.wallet'])
    const noAnnounced = getConnectList({
      state: { adapterConnectors, recentWallets: [] },
      options: { ...options, enableEIP6963: false },
    })
    expect(
      noAnnounced.some((item) => item.kind === 'connector' && item.connector.type === 'ANNOUNCED'),
    ).toBe(false)
  })
})
