import { afterEach, expect, it } from 'vitest'
import { type AppKit, createAppKit } from '../../createAppKit.js'
import { airlockLocal } from '../../networks/local.js'
import { createMemoryStorage } from '../../storage/createStorage.js'
import { openModal } from '../openModal.js'
import { pushView } from '../router.js'
import { returnToOpener } from './returnToOpener.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

async function setup(): Promise<AppKit> {
  const appKit = createAppKit({
    networks: [airlockLocal],
    projectId: 'test',
    apiUrl: 'http://127.0.0.1:9',
    storage: createMemoryStorage(),
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  return appKit
}

const send = {
  amount: '530',
  assetAddress: 'native',
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

it('a flow opened from Send returns to Send, its arguments kept and the swap given dropped', async () => {
  const appKit = await setup()
  openModal(appKit, { view: 'Account' })
  pushView(appKit, { view: 'WalletSend', data: { send } })
  pushView(appKit, { view: 'Swap', data: { send, swap: { fromToken: 'ETH', toToken: 'AUSD' } } })
  pushView(appKit, { view: 'SwapPreview' })
  returnToOpener(appKit, 'Swap')
  expect(appKit.state.router.view).toBe('WalletSend')
  expect(appKit.state.router.history).toEqual(['Account', 'WalletSend'])
  expect(appKit.state.router.data).toEqual({ send, swap: undefined })

  pushView(appKit, { view: 'OnRampProviders' })
  pushView(appKit, { view: 'BuyInProgress' })
  returnToOpener(appKit, 'OnRampProviders')
  expect(appKit.state.router.history).toEqual(['Account', 'WalletSend'])
})

it('a flow opened from the account, or first in the modal, ends on the account alone', async () => {
  const appKit = await setup()
  openModal(appKit, { view: 'Account' })
  pushView(appKit, { view: 'OnRampProviders' })
  pushView(appKit, { view: 'BuyInProgress' })
  returnToOpener(appKit, 'OnRampProviders')
  expect(appKit.state.router.history).toEqual(['Account'])
  expect(appKit.state.router.data).toEqual({})

  openModal(appKit, { view: 'Swap' })
  pushView(appKit, { view: 'SwapPreview' })
  returnToOpener(appKit, 'Swap')
  expect(appKit.state.router.view).toBe('Account')
  expect(appKit.state.router.history).toEqual(['Account'])
})
