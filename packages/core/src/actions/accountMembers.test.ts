import { afterEach, expect, it, vi } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { addAddressLabel, removeAddressLabel } from './addressLabels.js'
import { connect } from './connect.js'
import { updatePreferredAccountType } from './updatePreferredAccountType.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function setup(balance = '10000') {
  const adapter = createTestAdapter('eip155', { balance })
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

it('updatePreferredAccountType records the type; a namespace without networks is left alone', async () => {
  const { appKit } = await setup()
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  updatePreferredAccountType(appKit, { namespace: 'eip155', type: 'smartAccount' })
  expect(appKit.state.chains.eip155?.account.preferredAccountType).toBe('smartAccount')
  updatePreferredAccountType(appKit, { namespace: 'bip122', type: 'ordinal' })
  expect(appKit.state.chains.bip122).toBeUndefined()
})

it('address labels are added to and removed from the account', async () => {
  const { appKit } = await setup()
  addAddressLabel(appKit, { address: account, label: 'Treasury', namespace: 'eip155' })
  addAddressLabel(appKit, { address: '0x1', label: 'Cold', namespace: 'eip155' })
  expect(appKit.state.chains.eip155?.account.addressLabels).toEqual({
    [account]: 'Treasury',
    '0x1': 'Cold',
  })
  removeAddressLabel(appKit, { address: account, namespace: 'eip155' })
  expect(appKit.state.chains.eip155?.account.addressLabels).toEqual({ '0x1': 'Cold' })
})

it("an adapter's pendingTransactions event reads the connected account's balance again", async () => {
  const { appKit, adapter } = await setup('1')
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await vi.waitFor(() => expect(appKit.state.chains.eip155?.account.balance).toBe('1'))
  const getBalance = vi.spyOn(adapter, 'getBalance')
  adapter.emit({ type: 'pendingTransactions' })
  await vi.waitFor(() => expect(getBalance).toHaveBeenCalledTimes(1))
})
