import { openModal } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

const chain = 'eip155:31337'
const balances = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: chain,
    value: 30_000,
    price: 3000,
    quantity: { decimals: '18', numeric: '10' },
    iconUrl: '',
  },
  {
    name: 'Airlock USD',
    symbol: 'AUSD',
    chainId: chain,
    address: `${chain}:0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9`,
    value: 500,
    price: 1,
    quantity: { decimals: '6', numeric: '500' },
    iconUrl: '',
  },
]
const network = (address: string) => ({
  name: chain,
  display_name: 'Airlock Local',
  chain_id: '31337',
  contract_address: address,
})
// What the sandbox provider sells on the local chain; AIR is not held, so its price is unknown here.
const purchaseCurrencies = [
  {
    id: 'AUSD',
    name: 'Airlock USD',
    symbol: 'AUSD',
    networks: [network('0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9')],
  },
  {
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    networks: [network('0x0000000000000000000000000000000000000000')],
  },
  {
    id: 'AIR',
    name: 'Airlock Token',
    symbol: 'AIR',
    networks: [network('0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9')],
  },
]
const prices: Record<string, number> = { AUSD: 1, ETH: 3000, AIR: 0.5 }

// The data API as the Buy view sees it: balances, the on-ramp options and the sandbox's quotes.
async function answer(url: string, init?: RequestInit): Promise<unknown> {
  const { pathname } = new URL(url)
  if (pathname === '/v1/supported-chains') return { http: [chain], ws: [] }
  if (pathname.endsWith('/balance')) return { balances }
  if (pathname.endsWith('/history')) return { data: [], next: null }
  if (pathname.endsWith('/nfts')) return { data: [] }
  if (pathname.startsWith('/v1/identity/')) return { name: null, avatar: null }
  if (pathname === '/v1/onramp/options')
    return {
      purchaseCurrencies,
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
    const body = JSON.parse(String(init?.body)) as { amount: string; purchaseCurrency: string }
    const money = (amount: number) => ({ amount: amount.toFixed(2), currency: 'USD' })
    const fee = Number(body.amount) / 100
    return {
      coinbaseFee: money(fee),
      networkFee: money(0),
      paymentSubtotal: money(Number(body.amount)),
      paymentTotal: money(Number(body.amount) + fee),
      purchaseAmount: {
        amount: String(Number(body.amount) / (prices[body.purchaseCurrency] ?? 1)),
        currency: body.purchaseCurrency,
      },
      quoteId: 'quote-1',
    }
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
  vi.unstubAllGlobals()
})

test('Buy: the token comes from the token picker, the amount shows the USD value of what it buys, and the disabled button says what is missing', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Buy' }, { timeout: 10_000 }))
  const dialog = await view.findByRole('dialog', { name: 'Buy' })
  // The first currency on sale is chosen; no browser <select> for the token.
  const token = await within(dialog).findByRole('button', { name: 'Token: AUSD' })
  expect(within(dialog).queryByRole('combobox', { name: 'Token' })).toBeNull()
  const submit = () =>
    dialog.querySelector<HTMLButtonElement>('form button[type="submit"]') as HTMLButtonElement
  expect(submit().textContent).toBe('Enter an amount')
  expect(submit().disabled).toBe(true)
  expect(dialog.querySelector('.error-text')).toBeNull()

  fireEvent.click(token)
  const search = await within(dialog).findByRole('searchbox', { name: 'Search tokens' })
  const picker = search.closest('section') as HTMLElement
  expect(
    within(picker)
      .getAllByRole('button', { name: /^(AUSD|ETH|AIR)\b/ })
      .map((button) => button.querySelector('strong')?.textContent),
  ).toEqual(['AUSD', 'ETH', 'AIR'])
  fireEvent.click(within(picker).getByRole('button', { name: /^ETH\b/ }))
  await within(dialog).findByRole('button', { name: 'Token: ETH' })

  const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
  fireEvent.change(amount, { target: { value: '300' } })
  // $300 buys 0.1 ETH, worth $300.00 at the price the balances give.
  const worth = await within(dialog).findByText('$300.00')
  expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(worth.id)
  await waitFor(() => expect(submit().disabled).toBe(false))
  expect(submit().textContent).toBe('Continue with Airlock Sandbox')

  // AIR is not held: no price, so no worth rather than $0.00.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Token: ETH' }))
  const picker2 = (await within(dialog).findByRole('searchbox', { name: 'Search tokens' })).closest(
    'section',
  ) as HTMLElement
  fireEvent.click(within(picker2).getByRole('button', { name: /^AIR\b/ }))
  await within(dialog).findByRole('button', { name: 'Token: AIR' })
  await waitFor(() => expect(submit().disabled).toBe(false))
  const field = within(dialog).getByRole('textbox', { name: 'Amount' }).closest('.amount-field')
  expect(field?.textContent).not.toContain('$')
})

test("Buy opened for an approval the account cannot pay says what it lacks and offers the token held instead: 'Pay with AUSD' puts Swap in Buy's place, that token into ETH", async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  const swap = { fromToken: balances[1]?.address, toToken: 'ETH', amount: '94.815' }
  // As core's fundApproval leaves the router: Buy over the approval, its swap offer read.
  openModal(appKit, { view: 'ApproveTransaction' })
  appKit.state.router.history.push('OnRampProviders')
  appKit.state.router.view = 'OnRampProviders'
  appKit.state.router.data = {
    fundSwap: { missing: '0.0301', missingSymbol: 'ETH', symbol: 'AUSD', swap },
  }
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Buy' }, { timeout: 10_000 })
  const offer = await within(dialog).findByRole('group', { name: 'You need 0.0301 ETH more' })
  // Buy is where the visitor is: the offer has no second Buy.
  expect(
    within(offer)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Pay with AUSD'])
  fireEvent.click(within(offer).getByRole('button', { name: 'Pay with AUSD' }))
  // Swap takes Buy's place (the approval under it), its offer gone; core's fundApprovalWithSwap
  // hands it the arguments (its own test).
  await view.findByRole('dialog', { name: 'Swap' })
  expect(appKit.state.router.history).toEqual(['ApproveTransaction', 'Swap'])
  expect(appKit.state.router.data.fundSwap).toBeUndefined()
})
