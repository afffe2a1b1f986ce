import { createMemoryStorage, InvalidCaipAddressError } from '@airlock/core'
import { airlockLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import type { AppKitInstance } from '@airlock/ui'
import { afterEach, expect, it, vi } from 'vitest'
import { createSSRApp, defineComponent, h, nextTick } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { useAppKitAccount } from './composables/useAppKitAccount.js'
import { createAppKit } from './createAppKit.js'
import { provideAppKitInitialState } from './provideAppKitInitialState.js'

const devWallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const caipAddress = `eip155:31337:${devWallet}` as const
let appKit: AppKitInstance | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** A page that shows the account of `namespace` (the active one when undefined). */
const accountPage = (namespace?: 'eip155' | 'solana') =>
  defineComponent({
    setup: () => ({ account: useAppKitAccount({ namespace }) }),
    render() {
      return h(
        'output',
        { 'aria-label': 'Connected address' },
        this.account.address ?? 'not connected',
      )
    },
  })

async function renderOnServer(page: ReturnType<typeof accountPage>, initial?: string) {
  const app = createSSRApp(page)
  if (initial) provideAppKitInitialState(app, { caipAddress: initial as typeof caipAddress })
  return renderToString(app)
}

it('render the account the request named on the server, and hydrate it without a mismatch until the instance has set up', async () => {
  const html = await renderOnServer(accountPage(), caipAddress)
  expect(html).toContain(`>${devWallet}</output>`)

  // The browser: the instance exists but has not checked its (here empty) storage yet.
  appKit = createAppKit({
    adapters: [createTestAdapter('eip155')],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const client = createSSRApp(accountPage())
  provideAppKitInitialState(client, { caipAddress })
  client.mount(container)
  expect(container.textContent).toBe(devWallet)
  expect([...warnings.mock.calls, ...errors.mock.calls].flat().join('\n')).not.toMatch(/hydrat/i)

  // Set up with nothing stored: the instance's own state, disconnected, replaces the cookie's.
  await appKit.ready
  await new Promise((resolve) => setTimeout(resolve, 0))
  await nextTick()
  expect(container.textContent).toBe('not connected')
  client.unmount()
})

it('render the disconnected account without an initial state, or for another namespace', async () => {
  expect(await renderOnServer(accountPage())).toContain('>not connected</output>')
  expect(await renderOnServer(accountPage('solana'), caipAddress)).toContain(
    '>not connected</output>',
  )
  expect(await renderOnServer(accountPage('eip155'), caipAddress)).toContain(`>${devWallet}<`)
})

it('refuse an initial account that is not a CAIP-10 id', () => {
  expect(() =>
    provideAppKitInitialState(createSSRApp(accountPage()), {
      caipAddress: devWallet as unknown as typeof caipAddress,
    }),
  ).toThrow(InvalidCaipAddressError)
})
