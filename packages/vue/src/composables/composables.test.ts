import { connect, createMemoryStorage } from '@airlock/core'
import { airlockLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import type { AppKitInstance } from '@airlock/ui'
import { afterEach, expect, it, vi } from 'vitest'
import { effectScope, isProxy, nextTick, watch } from 'vue'
// The full build, with the template compiler, as an app whose templates compile in the browser.
import { createApp } from 'vue/dist/vue.esm-bundler.js'
import { createAppKit } from '../createAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitProvider } from './useAppKitProvider.js'
import { useAppKitState } from './useAppKitState.js'

const devWallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let appKit: AppKitInstance | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
  document.body.innerHTML = ''
})

async function start() {
  const adapter = createTestAdapter('eip155')
  appKit = createAppKit({
    adapters: [adapter],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  await appKit.ready
  return { appKit, adapter }
}

/** Lets core's batched notifications and Vue's scheduler run. */
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await nextTick()
}

it('stop following the state when their scope is disposed', async () => {
  const { appKit } = await start()
  const scope = effectScope()
  const [kept, dropped] = [effectScope(), scope].map((each) =>
    each.run(() => ({ account: useAppKitAccount(), state: useAppKitState() })),
  )
  scope.stop()
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  appKit.open()
  await settle()
  expect(kept?.account.value.address).toBe(devWallet)
  expect(kept?.state.open).toBe(true)
  // Disposed: still what it was when its scope stopped.
  expect(dropped?.account.value.isConnected).toBe(false)
  expect(dropped?.state.open).toBe(false)
})

it('hand over what core derives, never a Vue proxy of it: the provider is the wallet’s own', async () => {
  const { appKit, adapter } = await start()
  // A provider with private fields breaks when Vue wraps it in a reactive proxy.
  class PrivateProvider {
    #id = 1
    request = async () => this.#id
  }
  const provider = new PrivateProvider()
  adapter.getProvider = () => provider
  const scope = effectScope()
  const values = scope.run(() => ({
    account: useAppKitAccount(),
    provider: useAppKitProvider<PrivateProvider>('eip155'),
  }))
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await settle()
  expect(values?.provider.walletProvider).toBe(provider)
  await expect(values?.provider.walletProvider?.request()).resolves.toBe(1)
  expect(isProxy(values?.account.value)).toBe(false)
  expect(isProxy(values?.account.value.allAccounts)).toBe(false)
  scope.stop()
})

it('useAppKitEvents reports every event to a watcher, even one equal to the last', async () => {
  const { appKit } = await start()
  const seen: unknown[] = []
  const scope = effectScope()
  scope.run(() => {
    const event = useAppKitEvents()
    watch(
      () => event.timestamp,
      () => seen.push(event.data.event),
      { flush: 'sync' },
    )
    watch(
      () => event.data,
      () => seen.push('data'),
      { flush: 'sync' },
    )
  })
  const event = { timestamp: 1, data: { type: 'track' as const, event: 'MODAL_OPEN' as const } }
  // Each a new event: equal ones too (the last two).
  appKit.state.lastEvent = structuredClone(event)
  await settle()
  appKit.state.lastEvent = { ...structuredClone(event), timestamp: 2 }
  await settle()
  appKit.state.lastEvent = { ...structuredClone(event), timestamp: 2 }
  await settle()
  expect(seen).toEqual(['MODAL_OPEN', 'data', 'MODAL_OPEN', 'data', 'data'])
  scope.stop()
})

it('in a template: <appkit-button> is the custom element with isCustomElement, and the account is live', async () => {
  const { appKit } = await start()
  const app = createApp({
    setup: () => ({ account: useAppKitAccount() }),
    template: `<header><appkit-button balance="hide" /><span data-testid="address">{{ account.address ?? 'none' }}</span></header>`,
  })
  app.config.compilerOptions.isCustomElement = (tag: string) => tag.startsWith('appkit-')
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const host = document.createElement('div')
  document.body.append(host)
  app.mount(host)
  const button = host.querySelector('appkit-button')
  expect(button).toBeInstanceOf(customElements.get('appkit-button') as CustomElementConstructor)
  expect(button?.getAttribute('balance')).toBe('hide')
  // Without the option Vue warns that it cannot resolve the component.
  expect(warn.mock.calls.flat().join(' ')).not.toContain('Failed to resolve component')
  await vi.waitFor(() =>
    expect(button?.shadowRoot?.querySelector('button')?.textContent).toContain('Connect Wallet'),
  )
  expect(host.querySelector('[data-testid="address"]')?.textContent).toBe('none')
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await vi.waitFor(() =>
    expect(host.querySelector('[data-testid="address"]')?.textContent).toBe(devWallet),
  )
  app.unmount()
  warn.mockRestore()
})
