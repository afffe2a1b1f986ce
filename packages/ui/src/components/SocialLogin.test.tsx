import { AirlockError, openModal } from '@airlock/core'
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
  vi.unstubAllGlobals()
})

async function openConnectView() {
  const frame = createTestFrameHost()
  const { appKit } = await createTestAppKit({ createFrameHost: frame.createFrameHost })
  unmount = mountModal(appKit)
  openModal(appKit)
  const dialog = await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })
  return { appKit, dialog }
}

test('the default socials: Google wide, the next three as icons (Farcaster one of them), the rest under more, each with its logo', async () => {
  const { dialog } = await openConnectView()
  const logoOf = (name: string) =>
    within(dialog).getByRole('button', { name }).querySelector('svg')?.dataset.socialLogo
  // The logos' chunk loads with the buttons.
  await waitFor(() => expect(logoOf('Continue with Google')).toBe('google'))
  expect(logoOf('Continue with X')).toBe('x')
  expect(logoOf('Continue with Discord')).toBe('discord')
  expect(logoOf('Continue with Farcaster')).toBe('farcaster')
  expect(within(dialog).queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
  fireEvent.click(within(dialog).getByRole('button', { name: 'More sign-in options' }))
  expect(logoOf('Continue with GitHub')).toBe('github')
  expect(logoOf('Continue with Apple')).toBe('apple')
  expect(logoOf('Continue with Facebook')).toBe('facebook')
})

test('a blocked popup (window.open gives null) says Something went wrong and how to allow it', async () => {
  const open = vi.fn(() => null)
  vi.stubGlobal('open', open)
  const { dialog } = await openConnectView()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }))
  const alert = await within(dialog).findByRole('alert')
  expect(open).toHaveBeenCalledTimes(1)
  expect(within(alert).getByText('Something went wrong')).toBeTruthy()
  expect(within(alert).getByText('Allow pop-ups and try again.')).toBeTruthy()
  // Nothing is pending: the visitor can try again at once.
  expect(
    within(dialog).getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled'),
  ).toBe(false)
})

test('a frame that does not answer in time (socials timeout) says Invalid App Configuration and raises that alert', async () => {
  const popup = { closed: false, close: vi.fn(), location: { href: '' } }
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  )
  const frame = createTestFrameHost()
  const { appKit } = await createTestAppKit({
    createFrameHost: async (...args) => {
      const host = await frame.createFrameHost(...args)
      return {
        ...host,
        request: (name, ...rest) =>
          name === 'GET_SOCIAL_REDIRECT_URI'
            ? Promise.reject(
                new AirlockError('Invalid App Configuration', { code: 'FRAME_TIMEOUT' }),
              )
            : host.request(name, ...rest),
      }
    },
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  const dialog = await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }))
  const alert = await within(dialog).findByRole('alert')
  expect(within(alert).getByText('Invalid App Configuration')).toBeTruthy()
  expect(popup.close).toHaveBeenCalled()
  expect(appKit.state.alerts).toContainEqual(
    expect.objectContaining({ id: 'SOCIALS_TIMEOUT', message: 'invalidAppConfiguration' }),
  )
  // Try again starts the same login again: a new window for the same provider.
  const opened = vi.mocked(window.open).mock.calls.length
  fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(vi.mocked(window.open).mock.calls.length).toBe(opened + 1))
})
