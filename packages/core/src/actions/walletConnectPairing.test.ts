import { afterEach, expect, it } from 'vitest'
import type { AdapterConnection } from '../adapter/types.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { getPairingExpiry } from '../selectors/pairing.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { openModal } from './openModal.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An instance on the local chain with `adapter`, set up; destroyed after the test. */
async function createReadyAppKit(adapter: ReturnType<typeof createTestAdapter>): Promise<AppKit> {
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [adapter],
    projectId: 'test',
    storage: createMemoryStorage(),
  })
  instances.push(appKit)
  await appKit.ready
  return appKit
}

it('a walletConnectUri event sets the pairing URI and its expiry; closing the modal clears them', async () => {
  const adapter = createTestAdapter()
  const appKit = await createReadyAppKit(adapter)
  openModal(appKit, { view: 'ConnectingWalletConnect' })
  const expiresAt = getPairingExpiry()
  adapter.emit({ type: 'walletConnectUri', uri: 'wc:abc@2?relay-protocol=irn', expiresAt })
  expect(appKit.state.connection).toMatchObject({
    uri: 'wc:abc@2?relay-protocol=irn',
    uriExpiresAt: expiresAt,
  })
  closeModal(appKit)
  expect(appKit.state.connection.uri).toBeUndefined()
  expect(appKit.state.connection.uriExpiresAt).toBeUndefined()
})

it('the failure of a superseded attempt (an expired pairing) does not show', async () => {
  const adapter = createTestAdapter()
  const settle: ((outcome: Error | AdapterConnection) => void)[] = []
  adapter.connect = () =>
    new Promise<AdapterConnection>((resolve, reject) =>
      settle.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome))),
    )
  const appKit = await createReadyAppKit(adapter)
  const first = connect(appKit, { connectorId: 'dev.airlock.wallet' })
  const second = connect(appKit, { connectorId: 'dev.airlock.wallet' })
  settle[0]!(new Error('Proposal expired'))
  await expect(first).rejects.toThrow('Proposal expired')
  expect(appKit.state.connection.status).toBe('pending')
  expect(appKit.state.chains.eip155?.account.status).toBe('connecting')
  settle[1]!({ connectorId: 'dev.airlock.wallet', address: account, chainId: 31337 })
  await second
  expect(appKit.state.chains.eip155?.account).toMatchObject({
    status: 'connected',
    address: account,
  })
  expect(appKit.state.connection.status).toBe('idle')
})
