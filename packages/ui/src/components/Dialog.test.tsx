import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type AppKit,
  closeModal,
  connect,
  openModal,
  resetView,
  setLoading,
  showToast,
} from '@airlock/core'
import { isInaccessible } from '@testing-library/dom'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitButton } from '../buttons/AppKitButton.js'
import { getDeepActiveElement } from '../focus/getDeepActiveElement.js'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'
import { onceViewShown } from './lazyViews.js'

let unmount: (() => void) | undefined
let server: Server | undefined
afterEach(async () => {
  unmount?.()
  unmount = undefined
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

const focused = () => getDeepActiveElement(document)

test('the dialog is modal and labelled by its header title', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view, shadow } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog.getAttribute('aria-modal')).toBe('true')
  const title = shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
  expect(title?.textContent).toBe('Connect Wallet')
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
})

test("the dapp's setLoading(true) shows a spinner in place of the view, which keeps its state; false brings it back", async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  const wallet = await within(dialog).findByRole('button', { name: /Airlock Dev Wallet/ })
  expect(within(dialog).queryByRole('status')).toBeNull()

  setLoading(appKit, { loading: true })
  const spinner = await within(dialog).findByRole('status')
  expect(spinner.textContent).toBe('Loading…')
  expect(dialog.getAttribute('aria-busy')).toBe('true')
  expect(within(dialog).queryByRole('button', { name: /Airlock Dev Wallet/ })).toBeNull()
  // The header stays: the visitor can still close the modal.
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()

  setLoading(appKit, { loading: false })
  await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull())
  expect(dialog.getAttribute('aria-busy')).toBeNull()
  // The same view, not a new one.
  expect(within(dialog).getByRole('button', { name: /Airlock Dev Wallet/ })).toBe(wallet)
})

test('focus moves into the dialog, Tab and Shift+Tab cycle inside it', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog')
  // The header's "What is a wallet?" opens the order, "Get started" under the wallets ends it.
  const help = within(dialog).getByRole('button', { name: 'What is a wallet?' })
  // Email comes first (spec §1 connect-method order); Continue waits for an address.
  const first = within(dialog).getByRole('textbox', { name: 'Email' })
  const last = within(dialog).getByRole('button', { name: 'Get started' })
  await waitFor(() => expect(focused()).toBe(first))

  // Then the socials (spec §1 order: email, social, wallet), the first one wide.
  fireEvent.keyDown(first, { key: 'Tab' })
  expect(focused()?.textContent).toContain('Continue with Google')
  const devWallet = within(dialog).getByRole('button', { name: /Airlock Dev Wallet/ })
  devWallet.focus()
  fireEvent.keyDown(devWallet, { key: 'Tab' })
  expect(focused()?.textContent).toContain('Other Wallet')
  const allWallets = within(dialog).getByRole('button', { name: 'All Wallets' })
  allWallets.focus()
  fireEvent.keyDown(allWallets, { key: 'Tab' })
  expect(focused()).toBe(last)
  fireEvent.keyDown(last, { key: 'Tab' })
  expect(focused()).toBe(help)
  fireEvent.keyDown(help, { key: 'Tab', shiftKey: true })
  expect(focused()).toBe(last)
  // Focus that escaped (a click on the page) is brought back by the next Tab.
  document.body.focus()
  fireEvent.keyDown(document.body, { key: 'Tab' })
  expect(focused()).toBe(help)
})

test('Escape closes the modal and focus returns to the button that opened it', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  render(<AppKitButton appKit={appKit} />)
  const opener = screen.getByRole('button', { name: 'Connect Wallet' })
  opener.focus()
  fireEvent.click(opener)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog')
  await waitFor(() => expect(dialog.contains(focused())).toBe(true))

  fireEvent.keyDown(focused() ?? dialog, { key: 'Escape' })
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  expect(appKit.state.modal.open).toBe(false)
  expect(focused()).toBe(opener)
})

test('the close button and the backdrop close the modal', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view, shadow } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Close' }))
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())

  openModal(appKit)
  await view.findByRole('dialog')
  const overlay = shadow.querySelector('.overlay')
  if (!overlay) throw new Error('no overlay')
  fireEvent.mouseDown(overlay)
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
})

test('the polite live region announces a connection', async () => {
  const { appKit } = await createTestAppKit({ preload: 'idle' })
  unmount = mountModal(appKit)
  const { shadow } = getModal()
  const region = await waitFor(() => {
    const found = shadow.querySelector('[aria-live="polite"]')
    if (!found) throw new Error('no live region yet')
    return found
  })
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await waitFor(() => expect(region?.textContent).toBe('Connected to 0xf3…b92266'))
})

test('the toast shows loading, success and error from state', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  const { view } = getModal()
  showToast(appKit, { message: 'Authenticating...', variant: 'loading' })
  const loading = await view.findByRole('status')
  expect(loading.textContent).toBe('Authenticating...')
  expect(loading.querySelector('.spinner')).not.toBeNull()
  showToast(appKit, { message: 'Something went wrong', variant: 'error' })
  expect((await view.findByRole('alert')).textContent).toBe('Something went wrong')
})

/**
 * A real HTTP server standing for the data API and the wallet registry (it answers 404): it records
 * each request's path and whether the modal was open when the request came.
 */
async function startRecordingApi(appKit: () => AppKit | undefined) {
  const requests: { path: string; open: boolean }[] = []
  const started = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    requests.push({ path, open: appKit()?.state.modal.open === true })
    response.setHeader('access-control-allow-origin', '*')
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  server = started
  return { requests, apiUrl: `http://127.0.0.1:${(started.address() as AddressInfo).port}` }
}

/**
 * Waits until every effect of what the modal has committed has run, and one frame more (the frame
 * a view moves focus in): a toast's commit first runs the effects React still holds.
 */
async function settleModal(appKit: AppKit) {
  showToast(appKit, { message: 'Settled', variant: 'success' })
  await getModal().view.findByText('Settled')
  await new Promise((resolve) => requestAnimationFrame(resolve))
}

/** In the shadow root yet out of the accessibility tree (hidden, or inside something hidden). */
function expectHiddenFromAssistiveTech(element: HTMLElement | null) {
  expect(element).not.toBeNull()
  expect(isInaccessible(element as HTMLElement)).toBe(true)
}

test("with preload: 'idle', once idle, the dialog renders ahead hidden; opening reveals that same dialog", async () => {
  const { appKit } = await createTestAppKit({ preload: 'idle' })
  unmount = mountModal(appKit)
  const { shadow, view } = getModal()
  // Rendered ahead: the wallet row is in the shadow root, yet hidden and out of the
  // accessibility tree.
  const ahead = await waitFor(() => {
    const found = shadow.querySelector<HTMLElement>('[role="dialog"]')
    if (!found) throw new Error('no dialog yet')
    return found
  })
  const row = await within(ahead).findByRole('button', { name: 'Airlock Dev Wallet', hidden: true })
  expectHiddenFromAssistiveTech(row)
  expect(view.queryByRole('dialog')).toBeNull()
  expect(view.queryByRole('button', { name: 'Airlock Dev Wallet' })).toBeNull()

  openModal(appKit)
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog).toBe(ahead)
  expect(within(dialog).getByRole('button', { name: 'Airlock Dev Wallet' })).toBe(row)

  fireEvent.keyDown(document, { key: 'Escape' })
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  expect(shadow.querySelector('[role="dialog"]')).toBe(ahead)
  expectHiddenFromAssistiveTech(row)
})

test('while rendered ahead, the dialog runs no effect: no keys handled, no focus moved, no registry request', async () => {
  let instance: AppKit | undefined
  const api = await startRecordingApi(() => instance)
  const { appKit } = await createTestAppKit({
    preload: 'idle',
    apiUrl: api.apiUrl,
    featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],
  })
  instance = appKit
  render(<AppKitButton appKit={appKit} />)
  const opener = screen.getByRole('button', { name: 'Connect Wallet' })
  opener.focus()
  unmount = mountModal(appKit)
  const { view } = getModal()
  const row = await view.findByRole('button', { name: 'Airlock Dev Wallet', hidden: true })
  expectHiddenFromAssistiveTech(row)
  await settleModal(appKit)

  // Focus stays where the visitor left it; Escape and Tab reach the page untouched.
  expect(focused()).toBe(opener)
  expect(fireEvent.keyDown(opener, { key: 'Escape' })).toBe(true)
  expect(fireEvent.keyDown(opener, { key: 'Tab' })).toBe(true)
  expect(focused()).toBe(opener)
  // The Connect view asked the registry for nothing.
  expect(appKit.state.wallets.featuredStatus).toBe('idle')
  expect(api.requests.filter(({ path }) => path === '/getWallets')).toEqual([])

  // Opened, the same tree runs them: focus moves in, the registry is asked, Escape closes.
  fireEvent.click(opener)
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog.contains(row)).toBe(true)
  await waitFor(() => expect(dialog.contains(focused())).toBe(true))
  await waitFor(() =>
    expect(api.requests.filter(({ path }) => path === '/getWallets').length).toBeGreaterThan(0),
  )
  expect(api.requests.filter(({ path }) => path === '/getWallets').every(({ open }) => open)).toBe(
    true,
  )
  expect(fireEvent.keyDown(focused() ?? dialog, { key: 'Escape' })).toBe(false)
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  expect(appKit.state.modal.open).toBe(false)
  expect(focused()).toBe(opener)

  // Hidden again, its listeners are gone.
  expect(fireEvent.keyDown(opener, { key: 'Tab' })).toBe(true)
  expect(focused()).toBe(opener)
})

test('the Account view rendered ahead while connected loads nothing until the modal opens', async () => {
  let instance: AppKit | undefined
  const api = await startRecordingApi(() => instance)
  const { appKit } = await createTestAppKit({ preload: 'idle', apiUrl: api.apiUrl })
  instance = appKit
  await connectTestWallet(appKit)
  // The view the last visit left (core keeps it while the modal is closed).
  resetView(appKit, { view: 'Account' })
  unmount = mountModal(appKit)
  const { view } = getModal()
  const tokens = await view.findByRole('tab', { name: 'Tokens', hidden: true })
  expectHiddenFromAssistiveTech(tokens)
  await settleModal(appKit)
  // Its balances (after the check that the network is supported) and the account's name.
  const accountRequests = () =>
    api.requests.filter(({ path }) => /^\/v1\/(supported-chains|account\/|profile\/)/.test(path))
  expect(accountRequests()).toEqual([])

  openModal(appKit)
  const dialog = await view.findByRole('dialog', { name: 'Account' })
  expect(dialog.contains(tokens)).toBe(true)
  // Shown, the balances and the name are asked for.
  await waitFor(() => expect(accountRequests().length).toBeGreaterThan(0))
  expect(accountRequests().every(({ open }) => open)).toBe(true)
})

test('a close and reopen that React renders as one change still opens without a transition', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view, shadow } = getModal()
  await view.findByRole('dialog', { name: 'Connect Wallet' })
  // Closed, and opened again on another view a few microtasks later: the state's listeners hear
  // the close, but React may render the hidden dialog later, or only with the reopened state.
  closeModal(appKit)
  for (let tick = 0; tick < 4; tick += 1) await Promise.resolve()
  openModal(appKit, { view: 'Networks' })
  await view.findByRole('dialog', { name: 'Choose network' })
  await view.findByRole('list', { name: 'Networks' })
  expect(shadow.querySelector('.view')?.hasAttribute('data-entrance')).toBe(false)
  expect(shadow.querySelector('.title')?.hasAttribute('data-entrance')).toBe(false)
})

test('opening plays no view or title transition; a move inside the open dialog plays both', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view, shadow } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  const currentView = () => shadow.querySelector('.view')
  const title = () => shadow.querySelector('.title')
  expect(currentView()?.hasAttribute('data-entrance')).toBe(false)
  expect(title()?.hasAttribute('data-entrance')).toBe(false)

  fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
  await view.findByRole('dialog', { name: 'All Wallets' })
  // The view's own content: while its chunk loads, the one it replaces may still be in the tree.
  await view.findByRole('searchbox', { name: 'Search wallets' })
  expect(currentView()?.getAttribute('data-entrance')).toBe('true')
  expect(title()?.getAttribute('data-entrance')).toBe('true')

  // Back to the view it opened with: a move too.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
  await view.findByRole('dialog', { name: 'Connect Wallet' })
  expect(currentView()?.getAttribute('data-entrance')).toBe('true')

  // Closed, then opened on another view: that view is the opening one.
  fireEvent.keyDown(dialog, { key: 'Escape' })
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  openModal(appKit, { view: 'Networks' })
  await view.findByRole('dialog', { name: 'Choose network' })
  await view.findByRole('list', { name: 'Networks' })
  expect(currentView()?.hasAttribute('data-entrance')).toBe(false)
  expect(title()?.hasAttribute('data-entrance')).toBe(false)
})

test('the router says a view has shown once its content is in the dialog: Connect with its wallet rows', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  const rowsWhenShown: boolean[] = []
  onceViewShown(appKit, () => {
    const row = getModal().view.queryByRole('button', { name: /Airlock Dev Wallet/ })
    rowsWhenShown.push(row !== null)
  })
  openModal(appKit)
  await waitFor(() => expect(rowsWhenShown).toEqual([true]))
})
