import { closeModal, openModal } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit, testAddress, userRejection } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

const chain = 'eip155:31337'
let suggestionsFail = false
let registerFails = false
const record = (name: string) => ({
  name,
  registered: 1,
  updated: 1,
  addresses: { '60': { address: testAddress, created: 1 } },
  attributes: {},
})
const registered: ReturnType<typeof record>[] = []
let reverseLookups = 0

// The profile routes as the name views see them; suggestions echo the label and a free variant.
function answer(url: string, init?: RequestInit): { status: number; body: unknown } {
  const { pathname } = new URL(url)
  const ok = (body: unknown) => ({ status: 200, body })
  if (pathname === '/v1/supported-chains') return ok({ http: [chain], ws: [] })
  if (pathname.endsWith('/balance')) return ok({ balances: [] })
  if (pathname.endsWith('/history')) return ok({ data: [], next: null })
  if (pathname.endsWith('/nfts')) return ok({ data: [] })
  if (pathname.startsWith('/v1/profile/reverse/')) {
    reverseLookups += 1
    return ok(registered.slice().reverse())
  }
  if (pathname.startsWith('/v1/profile/suggestions/')) {
    if (suggestionsFail) return { status: 500, body: { message: 'down' } }
    const label = decodeURIComponent(pathname.split('/').pop() ?? '')
    return ok({
      suggestions: [
        { name: `${label}.reown.id`, registered: label === 'taken' },
        { name: `${label}-1.reown.id`, registered: false },
      ],
    })
  }
  if (pathname === '/v1/profile/account' && init?.method === 'POST') {
    if (registerFails) return { status: 400, body: { message: 'Signature does not match' } }
    const { message } = JSON.parse(String(init.body)) as { message: string }
    const { name } = JSON.parse(message) as { name: string }
    registered.push(record(name))
    return ok(record(name))
  }
  return { status: 404, body: { statusCode: 404 } }
}

let unmount: (() => void) | undefined
beforeEach(() => {
  suggestionsFail = false
  registerFails = false
  registered.length = 0
  reverseLookups = 0
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const { status, body } = answer(String(input), init)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
})
afterEach(() => {
  unmount?.()
  unmount = undefined
  vi.unstubAllGlobals()
})

async function openRegister(sign = async () => `0x${'ab'.repeat(65)}`) {
  const { appKit, wallet } = await createTestAppKit()
  Object.assign(wallet, { capabilities: { 'eip155:signMessage': sign } })
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const account = await view.findByRole('dialog', { name: 'Account' })
  fireEvent.click(
    await within(account).findByRole('button', { name: 'Choose a name' }, { timeout: 10_000 }),
  )
  const dialog = await view.findByRole('dialog', { name: 'Choose a name' }, { timeout: 10_000 })
  // The dialog's title shows while the view's lazy chunk is still loading.
  const input = await within(dialog).findByRole('textbox', { name: 'Name' }, { timeout: 10_000 })
  return { appKit, view, dialog, input }
}

test('RegisterAccountName: names need 4 characters of letters, digits and hyphens; the server suggests free ones', async () => {
  const { dialog, input } = await openRegister()
  const register = within(dialog).getByRole('button', { name: 'Register' }) as HTMLButtonElement
  expect(register.disabled).toBe(true)

  fireEvent.change(input, { target: { value: 'ali' } })
  expect(within(dialog).getByText('Name must be at least 4 characters')).toBeTruthy()
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(register.disabled).toBe(true)

  fireEvent.change(input, { target: { value: 'ali_ce' } })
  expect(within(dialog).getByText('Use only letters, digits and hyphens')).toBeTruthy()
  expect(register.disabled).toBe(true)

  fireEvent.change(input, { target: { value: 'taken' } })
  expect(await within(dialog).findByText('taken.reown.id is taken')).toBeTruthy()
  expect(register.disabled).toBe(true)
  // A free suggestion fills the field.
  const suggestions = within(dialog).getByRole('region', { name: 'Suggestions' })
  fireEvent.click(within(suggestions).getByRole('button', { name: 'taken-1.reown.id' }))
  expect((input as HTMLInputElement).value).toBe('taken-1')
  await waitFor(() => expect(register.disabled).toBe(false))
  expect(input.getAttribute('aria-invalid')).toBe('false')
})

test('RegisterAccountName: a failed suggestions call says so, and the name can still be registered', async () => {
  suggestionsFail = true
  const { appKit, view, dialog, input } = await openRegister()
  fireEvent.change(input, { target: { value: 'alice-test' } })
  // The client retries a failing server a few times first.
  expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
    'Error fetching name suggestions',
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
  const success = await view.findByRole('dialog', { name: 'Choose a name' })
  expect(
    await within(success).findByText('alice-test.reown.id is now your account name'),
  ).toBeTruthy()
  expect(appKit.state.router.view).toBe('RegisterAccountNameSuccess')
  fireEvent.click(within(success).getByRole('button', { name: 'Done' }))
  const account = await view.findByRole('dialog', { name: 'Account' })
  expect(await within(account).findByText('alice-test.reown.id')).toBeTruthy()
  expect(within(account).queryByRole('button', { name: 'Choose a name' })).toBeNull()
})

test('RegisterAccountName: a refused registration returns to the form with the spec’s error and the name kept', async () => {
  registerFails = true
  const { appKit, view, input } = await openRegister()
  fireEvent.change(input, { target: { value: 'alice-test' } })
  const form = await view.findByRole('dialog', { name: 'Choose a name' })
  fireEvent.click(within(form).getByRole('button', { name: 'Register' }))
  expect((await view.findByRole('alert')).textContent).toContain(
    'Error registering name alice-test.reown.id',
  )
  await waitFor(() => expect(appKit.state.router.view).toBe('RegisterAccountName'))
  expect(appKit.state.router.history.at(-2)).toBe('Account')
  const again = within(view.getByRole('dialog', { name: 'Choose a name' }))
  expect((again.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
    'alice-test',
  )
  expect(appKit.state.chains.eip155?.account.profileName).toBeUndefined()
})

test('RegisterAccountName: declining the signature returns to the form with the error', async () => {
  const { appKit, view, input } = await openRegister(async () => {
    throw userRejection()
  })
  fireEvent.change(input, { target: { value: 'alice-test' } })
  fireEvent.click(
    within(await view.findByRole('dialog', { name: 'Choose a name' })).getByRole('button', {
      name: 'Register',
    }),
  )
  expect((await view.findByRole('alert')).textContent).toContain(
    'Error registering name alice-test.reown.id',
  )
  await waitFor(() => expect(appKit.state.router.view).toBe('RegisterAccountName'))
})

test('Account shows the name the reverse lookup finds, asked once per address within 5 minutes', async () => {
  registered.push(record('alice-test.reown.id'))
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const account = await view.findByRole('dialog', { name: 'Account' })
  expect(await within(account).findByText('alice-test.reown.id')).toBeTruthy()
  expect(within(account).queryByRole('button', { name: 'Choose a name' })).toBeNull()
  closeModal(appKit)
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  openModal(appKit)
  const again = await view.findByRole('dialog', { name: 'Account' })
  expect(await within(again).findByText('alice-test.reown.id')).toBeTruthy()
  expect(reverseLookups).toBe(1)
})
