import { closeModal, openModal, resetSendState } from '@airlock/core'
import { airlockLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { open } from '../appkit/open.js'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit, testAddress, testConnectors } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

const usd = 'eip155:31337:0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const balances = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    value: 30_000,
    price: 3000,
    quantity: { decimals: '18', numeric: '10' },
    iconUrl: '',
  },
  {
    name: 'Airlock USD',
    symbol: 'AUSD',
    chainId: 'eip155:31337',
    address: usd,
    value: 850_000,
    price: 1,
    quantity: { decimals: '6', numeric: '850000.125' },
    iconUrl: '',
  },
]

// The data API as the modal sees it: supported chains, balances, an empty history, no NFTs.
type Balance = (typeof balances)[number] & { address?: string }
let shownBalances: Balance[] = balances
function answer(url: string): unknown {
  const { pathname } = new URL(url)
  if (pathname === '/v1/supported-chains') return { http: ['eip155:31337'], ws: [] }
  if (pathname.endsWith('/balance')) return { balances: shownBalances }
  if (pathname === '/v1/fungible/price')
    return {
      fungibles: [
        {
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: '',
          price: 3000,
          address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        },
      ],
    }
  if (pathname === '/v1/convert/gas-price')
    return { standard: '2000000000', fast: '3000000000', instant: '4000000000' }
  if (pathname.endsWith('/history')) return { data: [], next: null }
  if (pathname.endsWith('/nfts')) return { data: [] }
  if (pathname.startsWith('/v1/identity/')) return { name: null, avatar: null }
  if (pathname === '/v1/profile/account/bob.eth')
    return {
      name: 'bob.eth',
      registered: 0,
      updated: 0,
      addresses: { '60': { address: bob, created: 0 } },
    }
  return { statusCode: 404 }
}

let unmount: (() => void) | undefined
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const body = answer(String(input))
    return new Response(JSON.stringify(body), {
      status: 'statusCode' in (body as object) ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    })
  })
})
afterEach(() => {
  unmount?.()
  unmount = undefined
  shownBalances = balances
  vi.unstubAllGlobals()
})

/** The Send form's submit button, whatever it says: "Review", or what stands in the way. */
function submitButton(dialog: HTMLElement): HTMLButtonElement {
  const button = dialog.querySelector<HTMLButtonElement>('form button[type="submit"]')
  if (!button) throw new Error('no submit button')
  return button
}

/** Opens the token picker from the Send form and chooses `symbol`. */
async function chooseToken(dialog: HTMLElement, symbol: string) {
  fireEvent.click(await within(dialog).findByRole('button', { name: /^Token: / }))
  const search = await within(dialog).findByRole('searchbox', { name: 'Search tokens' })
  const picker = search.closest('section') as HTMLElement
  fireEvent.click(within(picker).getByRole('button', { name: new RegExp(`^${symbol}\\b`) }))
  await within(dialog).findByRole('button', { name: `Token: ${symbol}` })
}

test('the account tabs are a tablist: arrows move the selection, panels follow', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const tablist = await view.findByRole('tablist', { name: 'Account sections' })
  const tabs = within(tablist).getAllByRole('tab')
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
  expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
  const tokens = await view.findByRole('list', { name: 'Tokens' })
  expect(within(tokens).getByText('850,000.12 AUSD')).toBeTruthy()
  expect(within(tokens).getByText('$850,000.00')).toBeTruthy()

  fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowLeft' })
  await waitFor(() => expect(appKit.state.chains.eip155?.account.currentTab).toBe(2))
  expect(await view.findByText('No activity yet')).toBeTruthy()
  fireEvent.keyDown(tablist, { key: 'Home' })
  await waitFor(() => expect(tabs[0]?.getAttribute('aria-selected')).toBe('true'))
})

test('wallet actions follow walletFeaturesOrder and the enabled features', async () => {
  const { appKit } = await createTestAppKit({
    features: { walletFeaturesOrder: ['send', 'receive'], receive: false },
  })
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  expect(await view.findByRole('button', { name: 'Send' })).toBeTruthy()
  expect(view.queryByRole('button', { name: 'Receive' })).toBeNull()
})

test('Send: no error before the first edit; an amount above the balance disables the button with "Insufficient AUSD"', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Send' }))
  const dialog = await view.findByRole('dialog', { name: 'Send' })
  await chooseToken(dialog, 'AUSD')
  const amount = within(dialog).getByLabelText('Amount')
  const receiver = within(dialog).getByLabelText('To')
  // Nothing typed yet: the button says what is missing, and nothing is marked as an error.
  const submit = () => submitButton(dialog)
  expect(submit().textContent).toBe('Enter an amount')
  expect(submit().disabled).toBe(true)
  expect(dialog.querySelector('.error-text')).toBeNull()
  expect(dialog.querySelector('[aria-invalid="true"]')).toBeNull()

  fireEvent.change(amount, { target: { value: '850000.126' } })
  expect(await within(dialog).findByText('Amount is above your balance')).toBeTruthy()
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  expect(submit().textContent).toBe('Insufficient AUSD')
  expect(submit().disabled).toBe(true)

  // A receiver being typed is not an error until the field loses focus.
  fireEvent.change(receiver, { target: { value: '0x7099' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Max' }))
  await waitFor(() => expect(submit().textContent).toBe('Enter a receiver address'))
  expect(receiver.getAttribute('aria-invalid')).toBe('false')
  expect(within(dialog).queryByText('Invalid receiver address')).toBeNull()
  fireEvent.blur(receiver)
  expect(await within(dialog).findByText('Invalid receiver address')).toBeTruthy()
  expect(receiver.getAttribute('aria-invalid')).toBe('true')

  fireEvent.change(receiver, { target: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } })
  await waitFor(() => expect(submit().disabled).toBe(false))
  expect(submit().textContent).toBe('Review')
  expect((amount as HTMLInputElement).value).toBe('850000.125')
  expect(dialog.querySelector('.error-text')).toBeNull()
  fireEvent.click(submit())
  expect(await view.findByRole('dialog', { name: 'Review send' })).toBeTruthy()
})

test('Send: the token comes from the token picker, not a <select>: each token once, found by search; Escape returns to the form', async () => {
  // The data API lists AUSD twice (the same chain and address in another case).
  shownBalances = [...balances, { ...(balances[1] as Balance), address: usd.toLowerCase() }]
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  // Opened straight away, not from Account: the picker's texts load with Send itself.
  openModal(appKit, { view: 'WalletSend' })
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Send' })
  expect(dialog.querySelector('select')).toBeNull()
  // The first token held is chosen.
  const token = await within(dialog).findByRole('button', { name: 'Token: ETH' })
  fireEvent.click(token)

  const search = await within(dialog).findByRole('searchbox', { name: 'Search tokens' })
  await waitFor(() =>
    expect(search.ownerDocument.activeElement?.shadowRoot?.activeElement).toBe(search),
  )
  const picker = search.closest('section') as HTMLElement
  expect(within(picker).getByRole('heading', { name: 'Select a token' })).toBeTruthy()
  expect(
    within(picker)
      .getAllByRole('button', { name: /^(ETH|AUSD)/ })
      .map((button) => button.querySelector('strong')?.textContent),
  ).toEqual(['ETH', 'AUSD'])
  // The form waits, hidden, behind the picker.
  expect(within(dialog).queryByLabelText('Amount')).toBeNull()

  fireEvent.change(search, { target: { value: 'usd' } })
  expect(within(picker).getAllByRole('button', { name: /^(ETH|AUSD)/ })).toHaveLength(1)
  fireEvent.keyDown(search, { key: 'Escape' })
  // Escape closes the picker, not the modal; focus goes back to the token.
  const back = await within(dialog).findByRole('button', { name: 'Token: ETH' })
  await waitFor(() =>
    expect(back.ownerDocument.activeElement?.shadowRoot?.activeElement).toBe(back),
  )
  expect(appKit.state.modal.open).toBe(true)

  await chooseToken(dialog, 'AUSD')
  expect(appKit.state.send.token?.symbol).toBe('AUSD')
})

test('Send: the amount shows its USD value under it, and nothing for a token without a price', async () => {
  shownBalances = [
    ...balances,
    {
      name: 'Airlock Token',
      symbol: 'AIR',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '40' },
      iconUrl: '',
    },
  ]
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Send' }))
  const dialog = await view.findByRole('dialog', { name: 'Send' })
  await within(dialog).findByRole('button', { name: 'Token: ETH' })
  const amount = within(dialog).getByLabelText('Amount')
  fireEvent.change(amount, { target: { value: '2' } })
  // 2 ETH at $3,000, named by the field's description.
  const worth = await within(dialog).findByText('$6,000.00')
  expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(worth.id)

  await chooseToken(dialog, 'AIR')
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '5' } })
  await waitFor(() => expect(within(dialog).queryByText('$6,000.00')).toBeNull())
  const field = within(dialog).getByLabelText('Amount').closest('.amount-field')
  expect(field?.textContent).not.toContain('$')
  // The preview likewise: the amount, and no worth rather than $0.00.
  fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: bob } })
  await waitFor(() => expect(submitButton(dialog).disabled).toBe(false))
  fireEvent.click(submitButton(dialog))
  const preview = await view.findByRole('dialog', { name: 'Review send' })
  expect(await within(preview).findByText('5 AIR')).toBeTruthy()
  expect(preview.textContent).not.toContain('$0.00')
})

test('Send: the receiver field wraps over lines, so the whole address shows; Enter goes to Review', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Send' }))
  const dialog = await view.findByRole('dialog', { name: 'Send' })
  await within(dialog).findByRole('button', { name: 'Token: ETH' })
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1' } })
  const receiver = within(dialog).getByLabelText('To') as HTMLTextAreaElement
  // A multi-line field: a long address breaks onto the next line instead of scrolling sideways.
  expect(receiver.tagName).toBe('TEXTAREA')
  fireEvent.change(receiver, { target: { value: bob } })
  expect(receiver.value).toBe(bob)
  await waitFor(() => expect(submitButton(dialog).disabled).toBe(false))
  fireEvent.keyDown(receiver, { key: 'Enter' })
  expect(await view.findByRole('dialog', { name: 'Review send' })).toBeTruthy()
})

test('Send to a typed ENS name: the name stays in the field, its address shows, Review names both', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Send' }))
  const dialog = await view.findByRole('dialog', { name: 'Send' })
  await within(dialog).findByRole('button', { name: 'Token: ETH' })
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1' } })
  const to = within(dialog).getByLabelText('To') as HTMLTextAreaElement
  const review = submitButton(dialog)

  fireEvent.change(to, { target: { value: 'nobody.eth' } })
  expect(await view.findByText('Error resolving name')).toBeTruthy()
  expect(appKit.state.send.receiverAddress).toBeUndefined()
  expect(review.disabled).toBe(true)

  fireEvent.change(to, { target: { value: 'bob.eth' } })
  expect(await within(dialog).findByText(bob)).toBeTruthy()
  expect(to.value).toBe('bob.eth')
  await waitFor(() => expect(review.disabled).toBe(false))
  fireEvent.click(review)
  const preview = await view.findByRole('dialog', { name: 'Review send' })
  expect(within(preview).getByText('bob.eth (0x70…dc79C8)')).toBeTruthy()
})

test("open({ view: 'WalletSend', arguments }): the form shows the token, amount and receiver asked for; a token not held stays unchosen", async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  // AUSD is not the first token held; its address bare and in another case.
  void open(appKit, {
    view: 'WalletSend',
    arguments: { amount: '12.5', assetAddress: usd.split(':')[2]?.toLowerCase() ?? '', to: bob },
  }).catch(() => {})
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Send' })
  expect(await within(dialog).findByRole('button', { name: 'Token: AUSD' })).toBeTruthy()
  expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('12.5')
  expect((within(dialog).getByLabelText('To') as HTMLTextAreaElement).value).toBe(bob)
  await waitFor(() => expect(submitButton(dialog).textContent).toBe('Review'))

  // The wallet's late network event clears the form while it shows (spec §4: a switch resets
  // the send state): the arguments fill it again.
  resetSendState(appKit)
  expect(await within(dialog).findByRole('button', { name: 'Token: AUSD' })).toBeTruthy()
  await waitFor(() =>
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('12.5'),
  )
  expect((within(dialog).getByLabelText('To') as HTMLTextAreaElement).value).toBe(bob)

  // A token the account holds none of: the visitor picks one; the first token is not taken.
  closeModal(appKit)
  void open(appKit, {
    view: 'WalletSend',
    arguments: { amount: '1', assetAddress: '0x1111111111111111111111111111111111111111', to: bob },
  }).catch(() => {})
  const third = await view.findByRole('dialog', { name: 'Send' })
  await waitFor(() =>
    expect((within(third).getByLabelText('Amount') as HTMLInputElement).value).toBe('1'),
  )
  await within(third).findByRole('button', { name: 'Token: Select a token' })
  // The balances have answered (Send fetched them): still nothing chosen.
  await waitFor(() =>
    expect(appKit.state.chains.eip155?.account.tokenBalanceStatus).toBe('success'),
  )
  expect(within(third).queryByRole('button', { name: 'Token: ETH' })).toBeNull()
  expect(appKit.state.send.token).toBeUndefined()
})

test('Receive shows the address as a QR code, text and the networks', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'WalletReceive' })
  const { view } = getModal()
  const qr = await view.findByRole('img', { name: 'QR code of your address' })
  expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
  expect(view.getByText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeTruthy()
  const networks = view.getByRole('list', { name: 'Networks you can receive on' })
  expect(within(networks).getAllByRole('listitem')).toHaveLength(3)
})

test('Send: without ETH for gas an ordinary account gets the reason; a smart account is exempt (spec §5)', async () => {
  // No ETH at all, some AUSD: the fee (21,000 gas at 2 gwei, $0.13) exceeds the ETH held.
  shownBalances = balances.map((entry) =>
    entry.symbol === 'ETH'
      ? { ...entry, value: 0, quantity: { decimals: '18', numeric: '0' } }
      : entry,
  )
  for (const smartAccount of [false, true]) {
    // The wallet's own balance too: nothing to pay gas with.
    const wallet = createTestAdapter('eip155', {
      connectors: testConnectors,
      address: testAddress,
      chainId: airlockLocal.id,
      balance: '0',
    })
    Object.assign(wallet, {
      capabilities: { ...wallet.capabilities, 'eip155:estimateGas': async () => 21_000n },
    })
    const { appKit } = await createTestAppKit({ adapters: [wallet] })
    await connectTestWallet(appKit)
    const account = appKit.state.chains.eip155?.account
    if (smartAccount && account)
      Object.assign(account, {
        preferredAccountType: 'smartAccount',
        allAccounts: [{ namespace: 'eip155', address: account.address, type: 'smartAccount' }],
      })
    unmount = mountModal(appKit)
    openModal(appKit)
    const { view } = getModal()
    fireEvent.click(await view.findByRole('button', { name: 'Send' }))
    const dialog = await view.findByRole('dialog', { name: 'Send' })
    // Nothing held of ETH: the first token held is AUSD.
    await within(dialog).findByRole('button', { name: 'Token: AUSD' })
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '10' } })
    fireEvent.change(within(dialog).getByLabelText('To'), {
      target: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    })
    await waitFor(() => expect(appKit.state.send.gasPriceInUSD).toBeGreaterThan(0), {
      timeout: 10_000,
    })
    const review = within(dialog).getByRole('button', {
      name: /^(Review|Insufficient funds for gas)$/,
    }) as HTMLButtonElement
    if (smartAccount) {
      await waitFor(() => expect(review.disabled).toBe(false))
      expect(within(dialog).queryByText('Insufficient funds for gas')).toBeNull()
    } else {
      expect(await within(dialog).findByText('Insufficient funds for gas')).toBeTruthy()
      expect(review.disabled).toBe(true)
    }
    unmount()
    unmount = undefined
    appKit.destroy()
  }
}, 60_000)
