import { afterEach, expect, it } from 'vitest'
import type { AdapterConnector } from '../adapter/types.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import type { RegistryWallet } from '../state/wallets.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { storageKeys } from '../storage/keys.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { connect } from './connect.js'
import { openModal } from './openModal.js'
import { pushView } from './router.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const walletConnect: AdapterConnector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

const rainbow: RegistryWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  image_id: 'rainbow',
  rdns: 'me.rainbow',
  chains: ['eip155:1'],
  homepage: 'https://rainbow.me',
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: 'none',
  imageUrl: 'https://api.example/getWalletImage/rainbow',
}

async function setup() {
  const storage = createMemoryStorage()
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [createTestAdapter('eip155', { connectors: [walletConnect] })],
    projectId: 'test',
    storage,
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  return { appKit, storage }
}

it('a registry wallet paired through WalletConnect from its own view is the recent wallet, not WalletConnect', async () => {
  const { appKit, storage } = await setup()
  appKit.state.wallets.list = [rainbow]
  openModal(appKit)
  pushView(appKit, { view: 'AllWallets' })
  pushView(appKit, { view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } })
  await connect(appKit, { connectorId: 'walletConnect' })
  const expected = [{ id: 'rainbow', name: 'Rainbow', imageUrl: rainbow.imageUrl }]
  expect(appKit.state.recentWallets).toEqual(expected)
  expect(JSON.parse(storage.getItem(storageKeys.recentWallets) ?? 'null')).toEqual(expected)
})

it("WalletConnect's own QR code (no wallet chosen) keeps WalletConnect as the recent wallet", async () => {
  const { appKit } = await setup()
  openModal(appKit)
  pushView(appKit, { view: 'ConnectingWalletConnect' })
  await connect(appKit, { connectorId: 'walletConnect' })
  expect(appKit.state.recentWallets.map((wallet) => wallet.id)).toEqual(['walletConnect'])
})
