import { connect, createMemoryStorage } from '@airlock/core'
import { airlockLocal, airlockLocal2 } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import type { AppKitInstance, UseAppKitAccountReturn } from '@airlock/ui'
import { afterEach, expect, it } from 'vitest'
import { AppKit, createAppKit } from './createAppKit.js'

const devWallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let appKit: AppKitInstance | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
  document.body.innerHTML = ''
})

async function start() {
  appKit = createAppKit({
    adapters: [createTestAdapter('eip155')],
    networks: [airlockLocal, airlockLocal2],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  await appKit.ready
  return appKit
}

it('makes a page with no framework a modal, the <appkit-*> elements and one AppKit instance', async () => {
  document.body.innerHTML = '<appkit-button></appkit-button>'
  const appKit = await start()
  expect(document.querySelector('airlock-modal')).not.toBeNull()
  for (const name of ['appkit-button', 'appkit-connect-button', 'appkit-network-button']) {
    expect(customElements.get(name), name).toBeDefined()
  }
  expect(appKit).toBeInstanceOf(AppKit)
  expect(AppKit.getInstance()).toBe(appKit)
  expect(createAppKit({ networks: [airlockLocal], projectId: 'test' })).toBe(appKit)
  expect(appKit.version).toMatch(/^html-wagmi-/)
})

it("follows the account through AppKit's instance API: subscribeAccount, getAddress, switchNetwork, disconnect", async () => {
  const appKit = await start()
  const seen: UseAppKitAccountReturn[] = []
  const unsubscribe = appKit.subscribeAccount((account) => seen.push(account))
  expect(appKit.getAddress()).toBeUndefined()

  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await expect.poll(() => seen.at(-1)?.address).toBe(devWallet)
  expect(seen.at(-1)?.isConnected).toBe(true)
  expect(appKit.getAddress()).toBe(devWallet)
  expect(appKit.getIsConnectedState()).toBe(true)

  await appKit.switchNetwork(airlockLocal2)
  expect(appKit.getChainId()).toBe(airlockLocal2.id)

  await appKit.disconnect()
  await expect.poll(() => seen.at(-1)?.isConnected).toBe(false)
  expect(appKit.getAddress()).toBeUndefined()
  unsubscribe()
})

it('opens and closes the modal, and subscribeState reports each', async () => {
  const appKit = await start()
  const open: boolean[] = []
  const unsubscribe = appKit.subscribeState((state) => open.push(state.open))
  await appKit.open()
  await expect.poll(() => appKit.getState().open).toBe(true)
  expect(appKit.isOpen()).toBe(true)
  await appKit.close()
  await expect.poll(() => appKit.getState().open).toBe(false)
  expect(open).toEqual(expect.arrayContaining([true, false]))
  unsubscribe()
})
