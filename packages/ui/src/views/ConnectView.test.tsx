import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  addRecentWallet,
  closeModal,
  languages,
  openModal,
  setPrivacyPolicyUrl,
  setTermsConditionsUrl,
} from '@airlock/core'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitButton } from '../buttons/AppKitButton.js'
import { legalCheckboxMessages } from '../components/legalCheckboxMessages.js'
import { getDeepActiveElement } from '../focus/getDeepActiveElement.js'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit, testConnectors, userRejection } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
let server: Server | undefined
afterEach(async () => {
  unmount?.()
  unmount = undefined
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

const legalLinks = {
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
}

/** A disabled fieldset disables every control in it (happy-dom does not reflect that in `:disabled`). */
const disabled = (element: HTMLElement) =>
  element.closest('fieldset')?.disabled === true || element.matches(':disabled')

/**
 * The legal checkbox of the open view, by its accessible name (the sentence with both links). It
 * is a lazy chunk of its own: the first import can take long on a loaded machine.
 */
const findLegalCheckbox = (view: ReturnType<typeof getModal>['view']) =>
  view.findByRole(
    'checkbox',
    {
      name: (name) =>
        name.replace(/\s+/g, ' ').replace(/ \.$/, '.') ===
        'I agree to the Terms of Service and the Privacy Policy.',
    },
    { timeout: 15_000 },
  )

test('Connect lists the wallets in connector order (recent first), then All Wallets', async () => {
  const { appKit } = await createTestAppKit()
  addRecentWallet(appKit, testConnectors[1]!)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  const list = within(dialog).getByRole('list', { name: 'Connect Wallet' })
  const rows = within(list).getAllByRole('button')
  expect(rows.map((row) => row.querySelector('.row-label')?.textContent)).toEqual([
    'Other Wallet',
    'Airlock Dev Wallet',
    'All Wallets',
  ])
  expect(within(list).getByRole('button', { name: 'Airlock Dev Wallet' })).toBeTruthy()
  expect(within(list).getByRole('button', { name: 'Other Wallet' }).textContent).toContain('Recent')
  expect(within(list).getByRole('button', { name: 'Airlock Dev Wallet' }).textContent).toContain(
    'Installed',
  )
})

test('choosing a wallet shows ConnectingExternal, then closes and the button shows the account', async () => {
  const { appKit, wallet } = await createTestAppKit()
  unmount = mountModal(appKit)
  render(<AppKitButton appKit={appKit} />)
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const { view } = getModal()
  // The wallet answers when the test says so, as a user reading its prompt would.
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  const { connect } = wallet
  wallet.connect = async (parameters) => {
    await answered
    return connect(parameters)
  }
  fireEvent.click(await view.findByRole('button', { name: 'Airlock Dev Wallet' }))

  const dialog = await view.findByRole('dialog', { name: 'Airlock Dev Wallet' })
  expect(await within(dialog).findByText('Continue in Airlock Dev Wallet')).toBeTruthy()
  expect(within(dialog).getByRole('img', { name: 'Airlock Dev Wallet' })).toBeTruthy()
  expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy()

  answer()
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  const account = await screen.findByRole('button', { name: /0xf3…b92266/ })
  await waitFor(() => expect(account.textContent).toContain('9,999.987 ETH'))
  expect(appKit.state.recentWallets[0]?.id).toBe('dev.airlock.wallet')
})

test('a declined connection shows "Connection declined" and Try again connects', async () => {
  const { appKit, wallet } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  wallet.failNext('connect', userRejection())
  fireEvent.click(await view.findByRole('button', { name: 'Airlock Dev Wallet' }))

  expect((await view.findByRole('alert')).textContent).toBe('Connection declined')
  expect(
    view.getByText('Connection can be declined if a previous request is still active'),
  ).toBeTruthy()
  fireEvent.click(view.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(appKit.state.chains.eip155?.account.status).toBe('connected'))
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
})

test('All Wallets lists the installed wallets, filters them, and offers a retry when the registry fails', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'All Wallets' }))
  const dialog = await view.findByRole('dialog', { name: 'All Wallets' })
  const search = await within(dialog).findByRole('searchbox', { name: 'Search wallets' })
  // Both announced wallets, under "Installed"; no registry wallet can be loaded here.
  const installed = within(dialog).getByRole('list', { name: 'Installed' })
  expect(
    within(installed)
      .getAllByRole('button')
      .map((row) => row.querySelector('.row-label')?.textContent),
  ).toEqual(['Airlock Dev Wallet', 'Other Wallet'])
  const rows = () =>
    within(within(dialog).getByRole('list', { name: 'All Wallets' })).getAllByRole('button')
  expect(rows()).toHaveLength(2)
  fireEvent.change(search, { target: { value: 'dev' } })
  await waitFor(() => expect(rows()).toHaveLength(1))
  // The registry cannot be reached here: the view offers a retry and stays usable.
  fireEvent.change(search, { target: { value: 'nothing like it' } })
  const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 })
  expect(alert.textContent).toContain('Wallets could not be loaded')
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
  expect(await view.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
})

test('All Wallets: a wallet used here lately is under "Recent" with its badge, the others under "Installed"; the search box takes the focus', async () => {
  const { appKit } = await createTestAppKit()
  addRecentWallet(appKit, testConnectors[1]!)
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'AllWallets' })
  const { view, shadow } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'All Wallets' })
  const search = await within(dialog).findByRole('searchbox', { name: 'Search wallets' })
  const headings = within(dialog).getAllByRole('heading', { level: 3 })
  expect(headings.map((heading) => heading.textContent)).toEqual(['Installed', 'Recent'])
  const recent = within(within(dialog).getByRole('list', { name: 'Recent' })).getByRole('button')
  expect(recent.querySelector('.row-label')?.textContent).toBe('Other Wallet')
  expect(recent.getAttribute('aria-describedby')).toBeTruthy()
  expect(shadow.getElementById(recent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Recent',
  )
  await waitFor(() => expect(getDeepActiveElement(document)).toBe(search))
})

test('All Wallets on a touch screen leaves the search box unfocused (no keyboard over the list); focus is in the dialog', async () => {
  const matchMedia = window.matchMedia
  window.matchMedia = ((query: string) => ({
    ...matchMedia.call(window, query),
    matches: query === '(pointer: coarse)',
  })) as typeof window.matchMedia
  try {
    const { appKit } = await createTestAppKit()
    unmount = mountModal(appKit)
    openModal(appKit, { view: 'AllWallets' })
    const { view } = getModal()
    const dialog = await view.findByRole('dialog', { name: 'All Wallets' })
    const search = await within(dialog).findByRole('searchbox', { name: 'Search wallets' })
    await waitFor(() => expect(getDeepActiveElement(document)).toBe(dialog))
    expect(getDeepActiveElement(document)).not.toBe(search)
  } finally {
    window.matchMedia = matchMedia
  }
})

test('Connect holds a placeholder row for each wallet the registry may add while it loads, then keeps that height', async () => {
  // A registry that answers when the test lets it, with one wallet: fewer than the 4 placeholders.
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  const started = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (new URL(request.url ?? '/', 'http://x').pathname !== '/getWallets') {
      response.writeHead(404).end()
      return
    }
    await answered
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        count: 1,
        data: [
          {
            id: 'rabby',
            name: 'Rabby Wallet',
            image_id: 'rabby',
            rdns: 'io.rabby',
            chains: ['eip155:1'],
            homepage: 'https://rabby.io',
            mobile_link: null,
            desktop_link: null,
            webapp_link: null,
            app_store: null,
            play_store: null,
            chrome_store: null,
            badge_type: 'none',
          },
        ],
      }),
    )
  })
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  server = started
  const { appKit } = await createTestAppKit({
    apiUrl: `http://127.0.0.1:${(started.address() as AddressInfo).port}`,
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const list = await view.findByRole('list', { name: 'Connect Wallet' })
  expect(list.getAttribute('aria-busy')).toBe('true')
  expect(list.querySelectorAll('li.skeleton[aria-hidden="true"]')).toHaveLength(4)
  expect(view.queryByText('No wallets found')).toBeNull()
  answer()
  await within(list).findByRole('button', { name: 'Rabby Wallet' })
  expect(list.getAttribute('aria-busy')).toBe('false')
  expect(list.querySelectorAll('li.skeleton')).toHaveLength(0)
  // That the card keeps its height is measured in a browser (e2e all-wallets.spec.ts).
})

test('the Project ID alert shows above the views when no project id is set', async () => {
  const { appKit } = await createTestAppKit({ projectId: undefined })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  expect(await view.findByText('Project ID Not Configured')).toBeTruthy()
})

test('termsConditionsUrl and privacyPolicyUrl show the legal notice under the ways to connect, links in a new tab', async () => {
  const { appKit } = await createTestAppKit({
    termsConditionsUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const terms = await view.findByRole('link', { name: 'Terms of Service' })
  const privacy = view.getByRole('link', { name: 'Privacy Policy' })
  expect(terms.parentElement?.textContent).toBe(
    'By connecting, you agree to our Terms of Service and Privacy Policy.',
  )
  for (const [link, href] of [
    [terms, 'https://example.com/terms'],
    [privacy, 'https://example.com/privacy'],
  ] as const) {
    expect(link.getAttribute('href')).toBe(href)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  }
  // Under the wallets, as the last part of the view.
  const list = view.getByRole('list', { name: 'Connect Wallet' })
  expect(list.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

test('setTermsConditionsUrl and setPrivacyPolicyUrl update the notice of the open Connect view', async () => {
  const { appKit } = await createTestAppKit({ termsConditionsUrl: 'https://example.com/terms' })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const terms = await view.findByRole('link', { name: 'Terms of Service' })
  expect(terms.parentElement?.textContent).toBe('By connecting, you agree to our Terms of Service.')
  setPrivacyPolicyUrl(appKit, 'https://example.com/privacy')
  const privacy = await view.findByRole('link', { name: 'Privacy Policy' })
  expect(privacy.getAttribute('href')).toBe('https://example.com/privacy')
  setTermsConditionsUrl(appKit, 'https://example.com/new-terms')
  await waitFor(() =>
    expect(view.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://example.com/new-terms',
    ),
  )
  setTermsConditionsUrl(appKit, undefined)
  setPrivacyPolicyUrl(appKit, undefined)
  await waitFor(() => expect(view.queryByText(/By connecting/)).toBeNull())
})

test('features.legalCheckbox: the ways to connect stay disabled until the visitor ticks the checkbox', async () => {
  const { appKit } = await createTestAppKit({
    termsConditionsUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
    features: { legalCheckbox: true },
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  // The name joins the sentence's text and links (spaces around the links are the engine's).
  const checkbox = await findLegalCheckbox(view)
  expect((checkbox as HTMLInputElement).checked).toBe(false)
  expect(view.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
    'https://example.com/terms',
  )
  // The checkbox replaces the notice.
  expect(view.queryByText(/By connecting/)).toBeNull()
  const list = view.getByRole('list', { name: 'Connect Wallet' })
  const wallet = within(list).getByRole('button', { name: 'Airlock Dev Wallet' })
  const allWallets = within(list).getByRole('button', { name: /All Wallets/ })
  // A disabled fieldset disables every control in it (jsdom does not reflect that in `:disabled`).
  const disabled = (element: HTMLElement) =>
    element.closest('fieldset')?.disabled === true || element.matches(':disabled')
  expect(disabled(wallet)).toBe(true)
  expect(disabled(allWallets)).toBe(true)
  fireEvent.click(checkbox)
  await waitFor(() => expect((checkbox as HTMLInputElement).checked).toBe(true))
  await waitFor(() => expect(disabled(wallet)).toBe(false))
  expect(disabled(allWallets)).toBe(false)
  fireEvent.click(checkbox)
  await waitFor(() => expect(disabled(wallet)).toBe(true))
})

test('features.legalCheckbox: one tick for every view; All Wallets opened directly is gated too', async () => {
  const { appKit } = await createTestAppKit({ ...legalLinks, features: { legalCheckbox: true } })
  unmount = mountModal(appKit)
  // A dapp opens All Wallets itself: the checkbox is there, the wallets wait for it.
  openModal(appKit, { view: 'AllWallets' })
  const { view } = getModal()
  const checkbox = await findLegalCheckbox(view)
  const wallets = await view.findByRole('list', { name: 'All Wallets' })
  const wallet = within(wallets).getByRole('button', { name: /Airlock Dev Wallet/ })
  expect(disabled(wallet)).toBe(true)
  fireEvent.click(checkbox)
  await waitFor(() => expect(disabled(wallet)).toBe(false))

  // The tick holds when the modal opens again on Connect; unticking there gates All Wallets.
  closeModal(appKit)
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  openModal(appKit)
  await view.findByRole('dialog', { name: 'Connect Wallet' })
  const connectCheckbox = await findLegalCheckbox(view)
  expect((connectCheckbox as HTMLInputElement).checked).toBe(true)
  const list = view.getByRole('list', { name: 'Connect Wallet' })
  expect(disabled(within(list).getByRole('button', { name: 'Airlock Dev Wallet' }))).toBe(false)
  fireEvent.click(connectCheckbox)
  const allWallets = within(list).getByRole('button', { name: /All Wallets/ })
  await waitFor(() => expect(disabled(allWallets)).toBe(true))
  fireEvent.click(connectCheckbox)
  await waitFor(() => expect(disabled(allWallets)).toBe(false))
  fireEvent.click(allWallets)
  expect(((await findLegalCheckbox(view)) as HTMLInputElement).checked).toBe(true)
})

test('features.legalCheckbox gates the social logins too, those under "More sign-in options" included', async () => {
  const { appKit } = await createTestAppKit({
    ...legalLinks,
    features: {
      legalCheckbox: true,
      socials: ['google', 'x', 'github', 'discord', 'apple', 'facebook'],
    },
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const checkbox = await findLegalCheckbox(view)
  const google = await view.findByRole('button', { name: 'Continue with Google' })
  const x = view.getByRole('button', { name: 'Continue with X' })
  const more = view.getByRole('button', { name: 'More sign-in options' })
  for (const button of [google, x, more]) expect(disabled(button)).toBe(true)
  fireEvent.click(checkbox)
  await waitFor(() => expect(disabled(google)).toBe(false))
  expect(disabled(x)).toBe(false)
  fireEvent.click(more)
  const facebook = await view.findByRole('button', { name: 'Continue with Facebook' })
  expect(disabled(facebook)).toBe(false)
  fireEvent.click(checkbox)
  await waitFor(() => expect(disabled(facebook)).toBe(true))
  expect(disabled(google)).toBe(true)
})

test('features.legalCheckbox gates the on-ramp: no provider is chosen or opened until it is ticked', async () => {
  // A real HTTP server with the on-ramp options (one token on the local chain, one provider); the
  // quote falls back to the client's own, as it does when the server has none.
  const started = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    response.setHeader('access-control-allow-origin', '*')
    if (path !== '/v1/onramp/options') {
      response.writeHead(404).end()
      return
    }
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        purchaseCurrencies: [
          {
            id: 'ausd',
            name: 'Airlock USD',
            symbol: 'AUSD',
            networks: [
              {
                name: 'eip155:31337',
                display_name: 'Local',
                chain_id: '31337',
                contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
              },
            ],
          },
        ],
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
        ],
        providers: [
          { id: 'sandbox', name: 'Sandbox', feeRange: { min: 1, max: 2 }, namespaces: ['eip155'] },
        ],
      }),
    )
  })
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  server = started
  const { appKit } = await createTestAppKit({
    ...legalLinks,
    apiUrl: `http://127.0.0.1:${(started.address() as AddressInfo).port}`,
    features: { legalCheckbox: true },
  })
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'OnRampProviders' })
  const { view } = getModal()
  const checkbox = await findLegalCheckbox(view)
  const provider = await view.findByRole('radio', { name: /Sandbox/ })
  // The payment currency is named in the visitor's language, after its code.
  expect(view.getByRole('option', { name: 'USD · US Dollar' })).toBeTruthy()
  fireEvent.click(view.getByRole('button', { name: '$50' }))
  // The quote is in: the gate, not a missing quote, keeps Continue disabled.
  await waitFor(() => expect(appKit.state.onramp?.quoteStatus).toBe('success'))
  const buy = view.getByRole('button', { name: 'Continue with Sandbox' })
  expect(disabled(provider)).toBe(true)
  expect(disabled(buy)).toBe(true)
  fireEvent.click(checkbox)
  await waitFor(() => expect(disabled(buy)).toBe(false))
  expect(disabled(provider)).toBe(false)
})

test('features.legalCheckbox without a legal link shows no checkbox and leaves the wallets enabled', async () => {
  const { appKit } = await createTestAppKit({ features: { legalCheckbox: true } })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const list = await view.findByRole('list', { name: 'Connect Wallet' })
  expect(view.queryByRole('checkbox')).toBeNull()
  const wallet = within(list).getByRole('button', { name: 'Airlock Dev Wallet' })
  expect(wallet.closest('fieldset')?.disabled).toBe(false)
})

test('the legal checkbox has its three sentences in every language of the catalogue', () => {
  expect(Object.keys(legalCheckboxMessages).sort()).toEqual([...languages].sort())
  for (const [both, terms, privacy] of Object.values(legalCheckboxMessages)) {
    expect(both).toMatch(/\{terms\}.*\{privacy\}|\{privacy\}.*\{terms\}/)
    expect(terms).toContain('{terms}')
    expect(terms).not.toContain('{privacy}')
    expect(privacy).toContain('{privacy}')
    expect(privacy).not.toContain('{terms}')
  }
})

test('one legal link alone is one clause; none, or a link that is not http(s), shows no notice', async () => {
  const { appKit } = await createTestAppKit({ privacyPolicyUrl: 'https://example.com/privacy' })
  unmount = mountModal(appKit)
  openModal(appKit)
  const first = getModal().view
  const privacy = await first.findByRole('link', { name: 'Privacy Policy' })
  expect(privacy.parentElement?.textContent).toBe('By connecting, you agree to our Privacy Policy.')
  unmount()
  appKit.destroy()

  for (const options of [{}, { termsConditionsUrl: 'javascript:alert(1)' }]) {
    const { appKit: other } = await createTestAppKit(options)
    unmount = mountModal(other)
    openModal(other)
    const { view } = getModal()
    await view.findByRole('list', { name: 'Connect Wallet' })
    expect(view.queryByText(/By connecting/)).toBeNull()
    expect(view.queryByRole('link')).toBeNull()
    unmount()
    unmount = undefined
    other.destroy()
  }
})
