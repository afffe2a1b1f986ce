import { createMemoryStorage } from '@airlock/core'
import { airlockLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { type AppKitInstance, type CreateAppKitParameters, createAppKit } from '../createAppKit.js'

// The modal's views load as chunks: generous waits on a loaded machine.
const slow = { timeout: 10_000 }

// A file of its own: createAppKit alone must not define these elements; the import does.
let appKit: AppKitInstance | undefined
afterEach(() => {
  appKit?.destroy()
  document.body.innerHTML = ''
})

function start(options: Partial<CreateAppKitParameters> = {}) {
  appKit = createAppKit({
    adapters: [createTestAdapter('eip155')],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
    disableAppend: true,
    ...options,
  })
  return appKit
}

/** Testing Library queries inside the modal an `<appkit-modal>` holds. */
function modalIn(element: Element | null) {
  const shadow = element?.querySelector('airlock-modal')?.shadowRoot
  const container = shadow?.querySelector('div')
  if (!container) throw new Error('the modal has not rendered')
  return within(container)
}

test('createAppKit alone leaves <appkit-modal> and <appkit-wallet-button> undefined; the import defines them', async () => {
  start()
  expect(customElements.get('appkit-button')).toBeDefined()
  expect(customElements.get('appkit-modal')).toBeUndefined()
  expect(customElements.get('appkit-wallet-button')).toBeUndefined()
  await import('../exports/elements.js')
  expect(customElements.get('appkit-modal')).toBeDefined()
  expect(customElements.get('appkit-wallet-button')).toBeDefined()
})

test('<appkit-modal> with enableEmbedded shows the modal in place at once, a non-modal dialog', async () => {
  await import('../exports/elements.js')
  const appKit = start({ enableEmbedded: true })
  document.body.innerHTML = '<main><appkit-modal></appkit-modal></main>'
  const element = document.querySelector('main appkit-modal')
  const dialog = await waitFor(() =>
    modalIn(element).getByRole('dialog', { name: 'Connect Wallet' }),
  )
  expect(dialog.getAttribute('aria-modal')).toBe('false')
  expect(appKit.isOpen()).toBe(false)
  // The only modal in the page is the element's (disableAppend).
  expect(document.querySelectorAll('airlock-modal')).toHaveLength(1)
  // Connecting from it: embedded, the modal stays and shows the account.
  fireEvent.click(
    await waitFor(() => modalIn(element).getByRole('button', { name: /Airlock Dev Wallet/ }), slow),
  )
  await waitFor(() => expect(appKit.getIsConnectedState()).toBe(true))
  await waitFor(() => expect(appKit.state.router.view).toBe('Account'), slow)
  expect(modalIn(element).getByRole('dialog')).toBeTruthy()
})

test('<appkit-modal> without enableEmbedded is the usual modal, opened by open()', async () => {
  await import('../exports/elements.js')
  const appKit = start()
  document.body.innerHTML = '<appkit-modal></appkit-modal>'
  const element = document.querySelector('appkit-modal')
  await waitFor(() => expect(element?.querySelector('airlock-modal')).not.toBeNull())
  await act(() => appKit.open())
  const dialog = await waitFor(() =>
    modalIn(element).getByRole('dialog', { name: 'Connect Wallet' }),
  )
  expect(dialog.getAttribute('aria-modal')).toBe('true')
})

test('<appkit-wallet-button> connects the wallet it names (id, rdns part or name) without the modal', async () => {
  await import('../exports/elements.js')
  const appKit = start()
  await appKit.ready
  document.body.innerHTML =
    '<appkit-wallet-button wallet="airlockdevwallet"></appkit-wallet-button><appkit-wallet-button wallet="walletConnect"></appkit-wallet-button>'
  const [named, walletConnect] = Array.from(document.querySelectorAll('appkit-wallet-button')).map(
    (element) => () => element.shadowRoot?.querySelector('button'),
  )
  await waitFor(() => expect(named?.()?.textContent).toBe('Airlock Dev Wallet'))
  fireEvent.click(named?.() as HTMLButtonElement)
  await waitFor(() =>
    expect(appKit.getAddress()).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
  )
  expect(appKit.isOpen()).toBe(false)

  // No WalletConnect connector here: the modal opens on WalletConnect's view.
  await act(() => appKit.disconnect())
  await waitFor(() => expect(walletConnect?.()?.textContent).toBe('WalletConnect'))
  fireEvent.click(walletConnect?.() as HTMLButtonElement)
  await waitFor(() => expect(appKit.isOpen()).toBe(true))
  expect(appKit.state.router.view).toBe('ConnectingWalletConnect')
})
