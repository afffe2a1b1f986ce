import { connect, openModal, showToast } from '@airlock/core'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import * as React from 'react'
import { afterEach, expect, test } from 'vitest'
import { AppKitButton } from '../buttons/AppKitButton.js'
import { getDeepActiveElement } from '../focus/getDeepActiveElement.js'
import { mountModal } from '../mount/mountModal.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
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

test('focus moves into the dialog, Tab and Shift+Tab cycle inside it', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog')
  const close = within(dialog).getByRole('button', { name: 'Close' })
  // Email comes first (spec §1 connect-method order); Continue waits for an address.
  const first = within(dialog).getByRole('textbox', { name: 'Email' })
  const last = within(dialog).getByRole('button', { name: 'All Wallets' })
  await waitFor(() => expect(focused()).toBe(first))

  // Then the socials (spec §1 order: email, social, wallet), the first one wide.
  fireEvent.keyDown(first, { key: 'Tab' })
  expect(focused()?.textContent).toContain('Continue with Google')
  const devWallet = within(dialog).getByRole('button', { name: /Airlock Dev Wallet/ })
  devWallet.focus()
  fireEvent.keyDown(devWallet, { key: 'Tab' })
  expect(focused()?.textContent).toContain('Other Wallet')
  last.focus()
  fireEvent.keyDown(last, { key: 'Tab' })
  expect(focused()).toBe(close)
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
  expect(focused()).toBe(last)
  // Focus that escaped (a click on the page) is brought back by the next Tab.
  document.body.focus()
  fireEvent.keyDown(document.body, { key: 'Tab' })
  expect(focused()).toBe(close)
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
  const { appKit } = await createTestAppKit()
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

/** React 19.2+ has `<Activity>`: there the dialog renders ahead while hidden. */
const rendersAhead = 'Activity' in React

test.runIf(rendersAhead)(
  'once idle, the dialog renders ahead hidden; opening reveals that same dialog',
  async () => {
    const { appKit } = await createTestAppKit()
    unmount = mountModal(appKit)
    const { shadow, view } = getModal()
    // Rendered ahead: in the shadow root, yet out of the accessibility tree.
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull())
    const ahead = shadow.querySelector('[role="dialog"]')
    expect(view.queryByRole('dialog')).toBeNull()
    expect(view.queryByRole('button', { name: 'Airlock Dev Wallet' })).toBeNull()

    openModal(appKit)
    const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toBe(ahead)
    expect(within(dialog).getByRole('button', { name: 'Airlock Dev Wallet' })).toBeTruthy()

    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
    expect(shadow.querySelector('[role="dialog"]')).toBe(ahead)
  },
)

test.runIf(!rendersAhead)(
  'before React 19.2, the dialog mounts on open and leaves on close',
  async () => {
    const { appKit } = await createTestAppKit()
    unmount = mountModal(appKit)
    const { shadow, view } = getModal()
    // Idle has come (the live region is in), yet no dialog waits in the page.
    await waitFor(() => expect(shadow.querySelector('[aria-live="polite"]')).not.toBeNull())
    expect(shadow.querySelector('[role="dialog"]')).toBeNull()

    openModal(appKit)
    expect(await view.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).toBeNull())
  },
)

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
  expect(currentView()?.hasAttribute('data-entrance')).toBe(false)
  expect(title()?.hasAttribute('data-entrance')).toBe(false)
})
