import { expect, test } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { getConnectorImageUrl } from './getConnectorImageUrl.js'
import { getNetworkImageUrl } from './getNetworkImageUrl.js'

function make(): AppKit {
  const appKit = createAppKit({
    adapters: [createTestAdapter()],
    networks: [airlockLocal],
    projectId: 'test',
    apiUrl: 'http://127.0.0.1:9',
    storage: createMemoryStorage(),
  })
  return appKit
}

test('a network’s own image wins; else the server’s logo of its image id or CAIP-2 id', () => {
  const appKit = make()
  expect(
    getNetworkImageUrl(appKit, { ...airlockLocal, assets: { imageUrl: 'https://x/a.png' } }),
  ).toBe('https://x/a.png')
  const byId = new URL(getNetworkImageUrl(appKit, { caipNetworkId: 'eip155:8453' }))
  expect(byId.origin).toBe('http://127.0.0.1:9')
  expect(decodeURIComponent(byId.pathname)).toBe('/public/getAssetImage/eip155:8453')
  const byImageId = new URL(
    getNetworkImageUrl(appKit, { caipNetworkId: 'eip155:8453', assets: { imageId: 'base-logo' } }),
  )
  expect(byImageId.pathname).toBe('/public/getAssetImage/base-logo')
})

test('a connector’s own icon wins; else its registry image; WalletConnect gets its logo', () => {
  const appKit = make()
  expect(
    getConnectorImageUrl(appKit, { type: 'ANNOUNCED', imageUrl: 'data:image/svg+xml,x' }),
  ).toBe('data:image/svg+xml,x')
  expect(
    new URL(getConnectorImageUrl(appKit, { type: 'INJECTED', explorerId: 'metamask' }) ?? '')
      .pathname,
  ).toBe('/getWalletImage/metamask')
  expect(new URL(getConnectorImageUrl(appKit, { type: 'WALLET_CONNECT' }) ?? '').pathname).toBe(
    '/getWalletImage/walletconnect',
  )
  expect(getConnectorImageUrl(appKit, { type: 'INJECTED' })).toBeUndefined()
})
