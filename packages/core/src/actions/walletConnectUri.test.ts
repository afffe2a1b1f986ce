import { afterEach, expect, it } from 'vitest'
import { ConnectorNotFoundError } from '../adapter/errors.js'
import type { AdapterConnection } from '../adapter/types.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { getPairingExpiry } from '../selectors/pairing.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { openModal } from './openModal.js'
import { prefetchWalletConnectUri } from './prefetchWalletConnectUri.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const uri = 'wc:abc@2?relay-protocol=irn&symKey=01'

async function setup(withWalletConnect = true) {
  const adapter = createTestAdapter('eip155', {
    connectors: withWalletConnect
      ? [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }]
      : [],
  })
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [adapter],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  return { appKit, adapter }
}

it("open with a dapp's own pairing URI shows its QR code on ConnectingWalletConnectBasic", async () => {
  const { appKit } = await setup()
  openModal(appKit, { uri })
  expect(appKit.state.router.view).toBe('ConnectingWalletConnectBasic')
  expect(appKit.state.connection.uri).toBe(uri)
  expect(appKit.state.connection.uriExpiresAt).toBeGreaterThan(Date.now())
  openModal(appKit, { uri, view: 'AllWallets' })
  expect(appKit.state.router.view).toBe('AllWallets')
})

it('prefetchWalletConnectUri resolves once the pairing URI is in; the connection goes on', async () => {
  const { appKit, adapter } = await setup()
  let settle: (connection: AdapterConnection) => void = () => {}
  adapter.connect = (parameters) => {
    adapter.calls.push({ method: 'connect', parameters })
    // The pairing URI arrives first; a wallet answers later.
    queueMicrotask(() =>
      adapter.emit({ type: 'walletConnectUri', uri, expiresAt: getPairingExpiry() }),
    )
    return new Promise((resolve) => {
      settle = resolve
    })
  }
  await prefetchWalletConnectUri(appKit)
  expect(appKit.state.connection).toMatchObject({ uri, status: 'pending' })
  // A pairing still valid is kept: no second connect.
  await prefetchWalletConnectUri(appKit)
  expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(1)
  settle({
    connectorId: 'walletConnect',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 31337,
  })
  await expect.poll(() => appKit.state.chains.eip155?.account.status).toBe('connected')
})

it('prefetchWalletConnectUri without a WalletConnect connector throws ConnectorNotFoundError', async () => {
  const { appKit } = await setup(false)
  await expect(prefetchWalletConnectUri(appKit)).rejects.toThrow(ConnectorNotFoundError)
})
