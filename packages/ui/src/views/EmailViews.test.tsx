import { AirlockError, connectPasskey, openModal } from '@airlock/core'
import { createTestFrameHost } from '@airlock/core/testing'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

const embedded = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'

test('email first: a bad address says so, a good one asks for the code, the code connects', async () => {
  const frame = createTestFrameHost()
  const { appKit } = await createTestAppKit({ createFrameHost: frame.createFrameHost })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  // The first open loads the dialog's chunk.
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 10_000 })
  const field = within(dialog).getByRole('textbox', { name: 'Email' })
  // Email comes before the wallets (spec §1 connect-method order).
  const wallets = within(dialog).getByRole('list', { name: 'Connect Wallet' })
  expect(field.compareDocumentPosition(wallets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

  fireEvent.change(field, { target: { value: 'ada@' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid email')
  expect(field.getAttribute('aria-invalid')).toBe('true')

  fireEvent.change(field, { target: { value: 'ada@example.com' } })
  fireEvent.submit(field.closest('form') as HTMLFormElement)
  const otpDialog = await view.findByRole('dialog', { name: 'Confirm email' })
  // The title changes with the route; the view's own chunk may still be loading (React 18 keeps
  // the previous view, hidden, until it arrives).
  expect(
    await within(otpDialog).findByText('Enter the code we sent to ada@example.com'),
  ).toBeTruthy()
  expect(within(otpDialog).getByText('The code expires in 20 minutes')).toBeTruthy()
  expect(
    within(otpDialog)
      .getByRole('button', { name: /^Resend in \d+s$/ })
      .hasAttribute('disabled'),
  ).toBe(true)

  const code = within(otpDialog).getByRole('textbox', { name: 'One-time code' })
  fireEvent.change(code, { target: { value: '999999' } })
  expect((await within(otpDialog).findByRole('alert')).textContent).toBe('Invalid code. Try Again')

  fireEvent.change(code, { target: { value: '123456' } })
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  expect(appKit.state.chains.eip155?.account.address).toBe(embedded)
})

test('a frame that never comes up says Invalid App Configuration with Try again, which sends the email again and goes on to the code', async () => {
  const frame = createTestFrameHost()
  // The frame's page does not load until the test says so: every request fails as the host SDK
  // fails them after 20 s without the frame's ready.
  let frameDown = true
  const { appKit } = await createTestAppKit({
    createFrameHost: async (...args) => {
      const host = await frame.createFrameHost(...args)
      return {
        ...host,
        request: (...request) =>
          frameDown
            ? Promise.reject(
                Object.assign(
                  new AirlockError('Invalid App Configuration', { code: 'FRAME_TIMEOUT' }),
                  { reason: 'iframe_load_failed' },
                ),
              )
            : host.request(...request),
      }
    },
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
    target: { value: 'ada@example.com' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid App Configuration')
  const tryAgain = within(dialog).getByRole('button', { name: 'Try again' })

  frameDown = false
  fireEvent.click(tryAgain)
  const otpDialog = await view.findByRole('dialog', { name: 'Confirm email' })
  expect(
    await within(otpDialog).findByText('Enter the code we sent to ada@example.com'),
  ).toBeTruthy()
  expect(frame.requests.filter((request) => request.name === 'CONNECT_EMAIL')).toHaveLength(1)
})

test('a mistyped address has no Try again: the visitor corrects it', async () => {
  const frame = createTestFrameHost()
  const { appKit } = await createTestAppKit({ createFrameHost: frame.createFrameHost })
  unmount = mountModal(appKit)
  openModal(appKit)
  const dialog = await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
    target: { value: 'ada@' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid email')
  expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull()
})

test('the cooldown message counts whole seconds up', async () => {
  const frame = createTestFrameHost()
  const { appKit } = await createTestAppKit({ createFrameHost: frame.createFrameHost })
  appKit.storage.setItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME', String(Date.now() - 20_100))
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
    target: { value: 'ada@example.com' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  // 20.1 s ago: 9.9 s are left when the test is quick, so the text says 10 (rounded up).
  const alert = await within(dialog).findByRole('alert')
  const seconds = Number(
    /^Please try again after (\d+) seconds$/.exec(alert.textContent ?? '')?.[1],
  )
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(10)
})

test('without email, or with emailShowWallets off, the Connect view adapts', async () => {
  const off = await createTestAppKit({ features: { email: false } })
  unmount = mountModal(off.appKit)
  openModal(off.appKit)
  const dialog = await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })
  expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull()
  unmount()

  const hidden = await createTestAppKit({ features: { emailShowWallets: false } })
  unmount = mountModal(hidden.appKit)
  openModal(hidden.appKit)
  const second = await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })
  expect(within(second).queryByRole('list', { name: 'Connect Wallet' })).toBeNull()
  fireEvent.click(within(second).getByRole('button', { name: 'Continue with a wallet' }))
  expect(await within(second).findByRole('list', { name: 'Connect Wallet' })).toBeTruthy()
})

test('an unsafe request shows ApproveTransaction with the frame placed over it, and no buttons', async () => {
  const frame = createTestFrameHost()
  frame.emailAction = 'CONNECT'
  const { appKit } = await createTestAppKit({ createFrameHost: frame.createFrameHost })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
    target: { value: 'ada@example.com' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(appKit.state.chains.eip155?.account.address).toBe(embedded))

  const signed = appKit.auth?.request({ method: 'personal_sign', params: ['0x68', embedded] })
  const approve = await view.findByRole('dialog', { name: 'Approve in your wallet' })
  await waitFor(() => expect(frame.rect).toBeDefined())
  expect(
    within(approve)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Close'])
  frame.approve(`0x${'1'.repeat(130)}`)
  await expect(signed).resolves.toMatch(/^0x1+$/)
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  expect(frame.rect).toBeUndefined()
})

test('Account offers the email update: current code, then the new one', async () => {
  const frame = createTestFrameHost()
  frame.emailAction = 'CONNECT'
  const { appKit } = await createTestAppKit({ createFrameHost: frame.createFrameHost })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
    target: { value: 'ada@example.com' },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  appKit.storage.removeItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')

  openModal(appKit)
  const account = await view.findByRole('dialog', { name: 'Account' })
  fireEvent.click(await within(account).findByRole('button', { name: /Update email/ }))
  const edit = await view.findByRole('dialog', { name: 'Edit email' })
  const field = await within(edit).findByRole('textbox', { name: 'Email' })
  const save = within(edit).getByRole('button', { name: 'Save' })
  expect(save.hasAttribute('disabled')).toBe(true)
  fireEvent.change(field, { target: { value: 'new@example.com' } })
  fireEvent.click(save)
  const primary = await view.findByText(
    'Enter the code we sent to your current email, ada@example.com',
  )
  fireEvent.change(
    within(view.getByRole('dialog')).getByRole('textbox', { name: 'One-time code' }),
    {
      target: { value: '123456' },
    },
  )
  expect(primary).toBeTruthy()
  await view.findByText('Enter the code we sent to your new email, new@example.com')
  fireEvent.change(
    within(view.getByRole('dialog')).getByRole('textbox', { name: 'One-time code' }),
    {
      target: { value: '123456' },
    },
  )
  const back = await view.findByRole('dialog', { name: 'Account' })
  expect(await within(back).findByText('new@example.com')).toBeTruthy()
})

test('Account offers a login without an email (passkey-first) to add one: a code to that address only', async () => {
  const frame = createTestFrameHost()
  const { appKit } = await createTestAppKit({ createFrameHost: frame.createFrameHost })
  unmount = mountModal(appKit)
  await connectPasskey(appKit)
  appKit.storage.removeItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')

  openModal(appKit)
  const { view } = getModal()
  const account = await view.findByRole('dialog', { name: 'Account' })
  expect(within(account).queryByRole('button', { name: /Update email/ })).toBeNull()
  fireEvent.click(await within(account).findByRole('button', { name: 'Add an email' }))
  const add = await view.findByRole('dialog', { name: 'Add an email' })
  fireEvent.change(await within(add).findByRole('textbox', { name: 'Email' }), {
    target: { value: 'added@example.com' },
  })
  fireEvent.click(within(add).getByRole('button', { name: 'Save' }))
  await view.findByText('Enter the code we sent to your new email, added@example.com')
  fireEvent.change(
    within(view.getByRole('dialog')).getByRole('textbox', { name: 'One-time code' }),
    { target: { value: '123456' } },
  )
  const back = await view.findByRole('dialog', { name: 'Account' })
  expect(await within(back).findByText('added@example.com')).toBeTruthy()
  expect(frame.requests.map((request) => request.name)).not.toContain('UPDATE_EMAIL_PRIMARY_OTP')
})
