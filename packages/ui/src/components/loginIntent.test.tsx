import { openModal } from '@airlock/core'
import { createTestFrameHost } from '@airlock/core/testing'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

/** The Connect view, its email field focused as the view does on appearing. */
async function openConnectView() {
  const frame = createTestFrameHost()
  const { appKit } = await createTestAppKit({ createFrameHost: frame.createFrameHost })
  const auth = appKit.auth
  if (!auth) throw new Error('the auth connector is off')
  const preload = vi.spyOn(auth, 'preload')
  unmount = mountModal(appKit)
  openModal(appKit)
  const dialog = await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })
  const email = within(dialog).getByRole('textbox', { name: 'Email' })
  await waitFor(() => expect(getModal().shadow.activeElement).toBe(email))
  return { dialog, email, preload, frame }
}

test('the focus the Connect view gives the email field loads nothing; typing in it preloads the login', async () => {
  const { email, preload, frame } = await openConnectView()
  expect(preload).not.toHaveBeenCalled()
  fireEvent.keyDown(email, { key: 'a' })
  expect(preload).toHaveBeenCalledTimes(1)
  // Code only: no frame before the login itself.
  expect(frame.created).toBe(0)
})

test('pasting or autofill in the email field, or pressing it, preloads the login', async () => {
  const { email, preload } = await openConnectView()
  fireEvent.change(email, { target: { value: 'ada@example.com' } })
  expect(preload).toHaveBeenCalledTimes(1)
  fireEvent.pointerDown(email)
  expect(preload).toHaveBeenCalledTimes(2)
})

test('a pointer on a social button, or keyboard focus moving onto one, preloads the login', async () => {
  const { dialog, email, preload } = await openConnectView()
  const google = within(dialog).getByRole('button', { name: 'Continue with Google' })
  const x = within(dialog).getByRole('button', { name: 'Continue with X' })
  fireEvent.pointerEnter(google)
  expect(preload).toHaveBeenCalledTimes(1)
  fireEvent.pointerDown(x)
  expect(preload).toHaveBeenCalledTimes(2)
  // Focus moving from the email field onto a social button (Tab in the dialog).
  fireEvent.focus(google, { relatedTarget: email })
  expect(preload).toHaveBeenCalledTimes(3)
  // Focus coming from outside the dialog (a view appearing) is not intent.
  fireEvent.focus(x, { relatedTarget: document.body })
  fireEvent.focus(x)
  expect(preload).toHaveBeenCalledTimes(3)
})
