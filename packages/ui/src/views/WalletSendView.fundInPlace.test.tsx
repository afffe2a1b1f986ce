import { openModal } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { open } from '../appkit/open.js'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

const chain = 'eip155:31337'
const ausdContract = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const airContract = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const purchaseId = '5f0c6a4e-3b1d-4c2e-9a7f-1d2e3f4a5b6c'
const purchaseHash = `0x${'ab'.repeat(32)}`

const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: chain,
  value: 30_000,
  price: 3000,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
}
const ausd = (numeric: string) => ({
  name: 'Airlock USD',
  symbol: 'AUSD',
  chainId: chain,
  address: `${chain}:${ausdContract}`,
  value: Number(numeric),
  price: 1,
  quantity: { decimals: '6', numeric },
  iconUrl: '',
})
const network = (address: string) => ({
  name: chain,
  display_name: 'Airlock Local',
  chain_id: '31337',
  contract_address: address,
})

// The data API and the sandbox on-ramp as the modal sees them. The purchase completes once paid.
let shownBalances = [eth, ausd('500')]
let purchase: 'none' | 'pending' | 'completed' = 'none'
const asked: { url: string; body?: unknown }[] = []
async function answer(url: string, init?: RequestInit): Promise<unknown> {
  const { pathname } = new URL(url)
  const body = init?.body ? JSON.parse(String(init.body)) : undefined
  asked.push({ url: pathname, body })
  if (pathname === '/v1/supported-chains') return { http: [chain], ws: [] }
  if (pathname.endsWith('/balance')) return { balances: shownBalances }
  if (pathname === '/v1/convert/gas-price')
    return { standard: '2000000000', fast: '3000000000', instant: '4000000000' }
  if (pathname.endsWith('/history'))
    return {
      data:
        purchase === 'completed'
          ? [
              {
                id: 'bought',
                metadata: {
                  operationType: 'buy',
                  hash: purchaseHash,
                  minedAt: new Date().toISOString(),
                  sentFrom: bob,
                  sentTo: bob,
                  status: 'confirmed',
                  nonce: 0,
                  chain,
                },
                transfers: [],
              },
            ]
          : [],
      next: null,
    }
  if (pathname.endsWith('/nfts')) return { data: [] }
  if (pathname.startsWith('/v1/identity/')) return { name: null, avatar: null }
  if (pathname === '/v1/convert/tokens')
    return {
      tokens: [
        {
          name: 'Ether',
          symbol: 'ETH',
          address: `${chain}:${'0x'.padEnd(42, 'e')}`,
          decimals: 18,
          logoUri: '',
        },
        {
          name: 'Airlock USD',
          symbol: 'AUSD',
          address: `${chain}:${ausdContract}`,
          decimals: 6,
          logoUri: '',
        },
        {
          name: 'Airlock Token',
          symbol: 'AIR',
          address: `${chain}:${airContract}`,
          decimals: 18,
          logoUri: '',
        },
      ],
    }
  if (pathname === '/v1/onramp/options')
    return {
      purchaseCurrencies: [
        { id: 'AUSD', name: 'Airlock USD', symbol: 'AUSD', networks: [network(ausdContract)] },
        { id: 'AIR', name: 'Airlock Token', symbol: 'AIR', networks: [network(airContract)] },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
      providers: [
        {
          id: 'sandbox',
          name: 'Airlock Sandbox',
          feeRange: { min: 1, max: 1 },
          namespaces: ['eip155'],
        },
      ],
    }
  if (pathname === '/v1/onramp/quote') {
    const { amount, purchaseCurrency } = body as { amount: string; purchaseCurrency: string }
    const money = (value: number) => ({ amount: value.toFixed(2), currency: 'USD' })
    return {
      coinbaseFee: money(Number(amount) / 100),
      networkFee: money(0),
      paymentSubtotal: money(Number(amount)),
      paymentTotal: money(Number(amount) * 1.01),
      purchaseAmount: { amount, currency: purchaseCurrency },
      quoteId: 'quote-1',
    }
  }
  if (pathname === '/v1/generators/onrampurl') {
    purchase = 'pending'
    return { url: 'http://127.0.0.1:9/checkout', purchaseId }
  }
  if (pathname === `/v1/onramp/purchases/${purchaseId}`)
    return {
      id: purchaseId,
      provider: 'sandbox',
      status: purchase === 'completed' ? 'completed' : 'pending',
      address: bob,
      chainId: chain,
      symbol: 'AUSD',
      cryptoAmount: purchase === 'completed' ? '12.5' : null,
      fiatAmount: '12.50',
      fiatCurrency: 'USD',
      txHash: purchase === 'completed' ? purchaseHash : null,
    }
  return { statusCode: 404 }
}

let unmount: (() => void) | undefined
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const body = await answer(String(input), init)
    return new Response(JSON.stringify(body), {
      status: 'statusCode' in (body as object) ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    })
  })
})
afterEach(() => {
  unmount?.()
  unmount = undefined
  shownBalances = [eth, ausd('500')]
  purchase = 'none'
  asked.length = 0
  vi.unstubAllGlobals()
})

function submitButton(dialog: HTMLElement): HTMLButtonElement {
  const button = dialog.querySelector<HTMLButtonElement>('form button[type="submit"]')
  if (!button) throw new Error('no submit button')
  return button
}

/** Send open on AUSD with `amount` to bob. */
async function openSendOnAusd(amount: string) {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Send' }))
  const dialog = await view.findByRole('dialog', { name: 'Send' })
  fireEvent.click(await within(dialog).findByRole('button', { name: /^Token: / }))
  const search = await within(dialog).findByRole('searchbox', { name: 'Search tokens' })
  const picker = search.closest('section') as HTMLElement
  fireEvent.click(within(picker).getByRole('button', { name: /^AUSD\b/ }))
  await within(dialog).findByRole('button', { name: 'Token: AUSD' })
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: bob } })
  return { appKit, view, dialog }
}

/**
 * On Buy (opened from a form's offer): the token and the missing 12.5 AUSD preset; then the
 * checkout window, where the visitor pays and the sandbox delivers (the balances show 512.5 AUSD).
 */
async function buyMissingAusd(view: ReturnType<typeof getModal>['view']) {
  const buy = await view.findByRole('dialog', { name: 'Buy' })
  expect(await within(buy).findByRole('button', { name: 'Token: AUSD' })).toBeTruthy()
  expect((within(buy).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
    '12.5',
  )
  const continueButton = await within(buy).findByRole('button', {
    name: 'Continue with Airlock Sandbox',
  })
  await waitFor(() => expect((continueButton as HTMLButtonElement).disabled).toBe(false))
  expect(within(buy).getByText('12.5 AUSD')).toBeTruthy()
  const popup = { location: { href: '' }, closed: false, close() {} }
  vi.stubGlobal('open', () => popup)
  fireEvent.click(continueButton)
  await view.findByText('Finish the purchase in the Airlock Sandbox window')
  expect(asked.find((entry) => entry.url === '/v1/generators/onrampurl')?.body).toMatchObject({
    presetFiatAmount: 12.5,
    destinationWallets: [{ assets: ['AUSD'] }],
  })
  shownBalances = [eth, ausd('512.5')]
  purchase = 'completed'
}

test('Send of more than the balance says how much is missing and offers Buy and Swap; within the balance neither shows', async () => {
  const { dialog } = await openSendOnAusd('500.42')
  await within(dialog).findByText('You need 0.42 AUSD more')
  const offer = within(dialog).getByRole('group', { name: 'You need 0.42 AUSD more' })
  expect(within(offer).getByRole('button', { name: 'Buy' })).toBeTruthy()
  expect(within(offer).getByRole('button', { name: 'Swap' })).toBeTruthy()
  expect(submitButton(dialog).textContent).toBe('Insufficient AUSD')

  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '500' } })
  await waitFor(() => expect(within(dialog).queryByText(/You need/)).toBeNull())
  expect(within(dialog).queryByRole('group')).toBeNull()
})

test('Buy opens the on-ramp on the token sent with the missing amount preset; once bought, Send comes back as it was and can go on', async () => {
  const { appKit, view, dialog } = await openSendOnAusd('512.5')
  await within(dialog).findByText('You need 12.5 AUSD more')
  const group = within(dialog).getByRole('group')
  fireEvent.click(within(group).getByRole('button', { name: 'Buy' }))
  await buyMissingAusd(view)

  const back = await view.findByRole('dialog', { name: 'Send' }, { timeout: 10_000 })
  expect(appKit.state.router.history).toEqual(['Account', 'WalletSend'])
  expect(await within(back).findByRole('button', { name: 'Token: AUSD' })).toBeTruthy()
  expect((within(back).getByLabelText('Amount') as HTMLInputElement).value).toBe('512.5')
  expect((within(back).getByLabelText('To') as HTMLTextAreaElement).value).toBe(bob)
  await within(back).findByText('512.5 AUSD available', {}, { timeout: 5000 })
  await waitFor(() => expect(submitButton(back).disabled).toBe(false), { timeout: 5000 })
  expect(submitButton(back).textContent).toBe('Review')
  expect(within(back).queryByText(/You need/)).toBeNull()
  fireEvent.click(submitButton(back))
  expect(await view.findByRole('dialog', { name: 'Review send' })).toBeTruthy()
}, 30_000)

test('a shortfall below the card minimum presets the minimum', async () => {
  const { view, dialog } = await openSendOnAusd('500.42')
  fireEvent.click(
    within(await within(dialog).findByRole('group')).getByRole('button', { name: 'Buy' }),
  )
  const buy = await view.findByRole('dialog', { name: 'Buy' })
  await within(buy).findByRole('button', { name: 'Token: AUSD' })
  expect((within(buy).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
    '10',
  )
})

test('Swap opens Swap over Send from the other token worth the most, the amount preset, Send kept', async () => {
  const { appKit, view, dialog } = await openSendOnAusd('530')
  await within(dialog).findByText('You need 30 AUSD more')
  fireEvent.click(within(within(dialog).getByRole('group')).getByRole('button', { name: 'Swap' }))
  const swap = await view.findByRole('dialog', { name: 'Swap' })
  // $30 and 3% for fees and price impact, in ETH at $3,000, into the token sent.
  expect(await within(swap).findByRole('button', { name: 'You pay: ETH' })).toBeTruthy()
  expect(within(swap).getByRole('button', { name: 'You receive: AUSD' })).toBeTruthy()
  expect((within(swap).getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe(
    '0.0103',
  )
  expect(appKit.state.router.history).toEqual(['Account', 'WalletSend', 'Swap'])
  fireEvent.click(view.getByRole('button', { name: 'Back' }))
  const back = await view.findByRole('dialog', { name: 'Send' })
  expect((within(back).getByLabelText('Amount') as HTMLInputElement).value).toBe('530')
})

/** Swap open from AUSD to `toToken` (ETH by default), paying `amount`. */
async function openSwapFromAusd(amount: string, toToken = 'ETH') {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  await open(appKit, { view: 'Swap', arguments: { fromToken: 'AUSD', toToken, amount } })
  const { view } = getModal()
  const form = await view.findByRole('dialog', { name: 'Swap' })
  return { appKit, view, form }
}

test('Swap paying more than the balance says how much is missing and offers Buy; once bought, Swap comes back as it was with the new balance', async () => {
  const { appKit, view, form } = await openSwapFromAusd('512.5')
  await within(form).findByText('You need 12.5 AUSD more')
  const offer = within(form).getByRole('group', { name: 'You need 12.5 AUSD more' })
  // ETH, the only other token held, is the token bought: nothing else to pay with.
  expect(within(offer).queryByRole('button', { name: /^Pay with/ })).toBeNull()
  fireEvent.click(within(offer).getByRole('button', { name: 'Buy' }))
  await buyMissingAusd(view)

  const back = await view.findByRole('dialog', { name: 'Swap' }, { timeout: 10_000 })
  expect(appKit.state.router.history.at(-1)).toBe('Swap')
  expect(await within(back).findByRole('button', { name: 'You pay: AUSD' })).toBeTruthy()
  expect((within(back).getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe(
    '512.5',
  )
  await within(back).findByText('512.5 AUSD available', {}, { timeout: 5000 })
  expect(within(back).queryByText(/You need/)).toBeNull()
  expect(within(back).queryByText('Insufficient funds')).toBeNull()
}, 30_000)

test('Swap within the balance offers nothing to buy', async () => {
  const { form } = await openSwapFromAusd('500')
  await within(form).findByText('500 AUSD available')
  expect(within(form).queryByText(/You need/)).toBeNull()
  expect(within(form).queryByRole('group')).toBeNull()
})

test('Swap paying more than the balance offers to pay with another token held that covers its worth; the form then pays that worth in it', async () => {
  const { appKit, form } = await openSwapFromAusd('530', 'AIR')
  await within(form).findByText('You need 30 AUSD more')
  const offer = within(form).getByRole('group', { name: 'You need 30 AUSD more' })
  expect(within(offer).getByRole('button', { name: 'Buy' })).toBeTruthy()
  fireEvent.click(within(offer).getByRole('button', { name: 'Pay with ETH' }))
  // $530 in ETH at $3,000, rounded up to 6 decimals; AIR is still what the swap buys.
  expect(await within(form).findByRole('button', { name: 'You pay: ETH' })).toBeTruthy()
  expect(within(form).getByRole('button', { name: 'You receive: AIR' })).toBeTruthy()
  expect((within(form).getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe(
    '0.176667',
  )
  await within(form).findByText('10 ETH available')
  expect(within(form).queryByText(/You need/)).toBeNull()
  expect(within(form).queryByRole('group')).toBeNull()
  expect(appKit.state.router.history.at(-1)).toBe('Swap')
})
