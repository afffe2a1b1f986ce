import { openModal } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

const chain = 'eip155:31337'
const eth = `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const ausd = `${chain}:0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9`
const air = `${chain}:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9`
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
    address: ausd,
    value: 500,
    price: 1,
    quantity: { decimals: '6', numeric: '500' },
    iconUrl: '',
  },
]
const tokens = [
  { name: 'Ether', symbol: 'ETH', address: eth, decimals: 18, logoUri: '' },
  { name: 'Airlock USD', symbol: 'AUSD', address: ausd, decimals: 6, logoUri: '' },
  { name: 'Airlock Token', symbol: 'AIR', address: air, decimals: 18, logoUri: '' },
]
let swapsSupported = true

// The data API as the swap views see it: balances, the convert routes over fixed pools.
function answer(url: string): { status: number; body: unknown } {
  const { pathname, searchParams } = new URL(url)
  const ok = (body: unknown) => ({ status: 200, body })
  if (pathname === '/v1/supported-chains') return ok({ http: [chain], ws: [] })
  if (pathname.endsWith('/balance')) return ok({ balances })
  if (pathname.endsWith('/history')) return ok({ data: [], next: null })
  if (pathname.endsWith('/nfts')) return ok({ data: [] })
  if (pathname.startsWith('/v1/identity/')) return ok({ name: null, avatar: null })
  if (pathname.startsWith('/v1/convert/') && !swapsSupported) {
    return {
      status: 400,
      body: { code: 'UNSUPPORTED_NETWORK', message: 'Network not supported for Swaps' },
    }
  }
  if (pathname === '/v1/convert/tokens') return ok({ tokens })
  if (pathname === '/v1/convert/allowance') return ok({ allowance: '0' })
  if (pathname === '/v1/convert/gas-price')
    return ok({ standard: '1000000000', fast: '1', instant: '1' })
  if (pathname === '/v1/gas-price') return ok({ standard: '1000000000', fast: '1', instant: '1' })
  if (pathname === '/v1/convert/quotes') {
    // 10 AUSD buys 6.6 AIR.
    const amount = BigInt(searchParams.get('amount') ?? '0')
    return ok({
      quotes: [
        {
          fromAmount: amount.toString(),
          fromAccount: searchParams.get('from'),
          toAmount: ((amount * 66n * 10n ** 12n) / 100n).toString(),
          toAccount: searchParams.get('to'),
          priceImpact: 0.01,
        },
      ],
    })
  }
  if (pathname === '/v1/convert/build-approve') {
    const tx = { from: `0x${'1'.repeat(40)}`, to: `0x${'2'.repeat(40)}`, data: '0x', value: '0' }
    return ok({ tx: { ...tx, eip155: { gas: '50000', gasPrice: '1000000000' } } })
  }
  return { status: 404, body: { statusCode: 404 } }
}

let unmount: (() => void) | undefined
beforeEach(() => {
  swapsSupported = true
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const { status, body } = answer(String(input))
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

test('Swap: pick the token to buy by search, the quote follows the amount, the preview shows the approval step', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Swap' }, { timeout: 10_000 }))
  const dialog = await view.findByRole('dialog', { name: 'Swap' })
  // Paying with the first token held: ETH.
  expect(await within(dialog).findByRole('button', { name: 'You pay: ETH' })).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'You pay: ETH' }))

  const picker = await view.findByRole('dialog', { name: 'Select a token' })
  const yours = await within(picker).findByRole('region', { name: 'Your tokens' })
  expect(
    within(yours)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['ETHEther10', 'AUSDAirlock USD500'])
  const popular = within(picker).getByRole('region', { name: 'Popular tokens' })
  // The spec's suggested symbols first (ETH), then by symbol.
  expect(
    within(popular)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['ETHEther10', 'AIRAirlock Token', 'AUSDAirlock USD500'])
  fireEvent.change(within(picker).getByRole('searchbox', { name: 'Search tokens' }), {
    target: { value: 'zzz' },
  })
  expect(within(picker).getByText('No tokens found')).toBeTruthy()
  fireEvent.change(within(picker).getByRole('searchbox', { name: 'Search tokens' }), {
    target: { value: 'usd' },
  })
  const found = within(picker).getByRole('region', { name: 'Your tokens' })
  expect(within(found).getAllByRole('button')).toHaveLength(1)
  fireEvent.click(within(found).getByRole('button', { name: /^AUSD/ }))

  const form = await view.findByRole('dialog', { name: 'Swap' })
  fireEvent.click(await within(form).findByRole('button', { name: 'You receive: Select a token' }))
  const picker2 = await view.findByRole('dialog', { name: 'Select a token' })
  fireEvent.change(await within(picker2).findByRole('searchbox', { name: 'Search tokens' }), {
    target: { value: 'air' },
  })
  fireEvent.click(within(picker2).getByRole('button', { name: /^AIR/ }))

  const swap = await view.findByRole('dialog', { name: 'Swap' })
  const review =
    (await within(swap).findByRole('button', { name: 'You receive: AIR' })) &&
    (within(swap).getByRole('button', { name: 'Review swap' }) as HTMLButtonElement)
  expect(review.disabled).toBe(true)
  fireEvent.change(within(swap).getByRole('textbox', { name: 'You pay' }), {
    target: { value: '600' },
  })
  expect(await within(swap).findByText('Amount is above your balance')).toBeTruthy()
  fireEvent.change(within(swap).getByRole('textbox', { name: 'You pay' }), {
    target: { value: '10' },
  })
  await waitFor(() =>
    expect(
      (within(swap).getByRole('textbox', { name: 'You receive' }) as HTMLInputElement).value,
    ).toBe('6.6'),
  )
  expect(within(swap).getByText('0.01%')).toBeTruthy()
  await waitFor(() => expect(review.disabled).toBe(false))
  fireEvent.click(review)

  const preview = await view.findByRole('dialog', { name: 'Review swap' })
  expect(await within(preview).findByText('10 AUSD ($10.00)')).toBeTruthy()
  // 1% slippage: at least 6.534 AIR.
  expect(within(preview).getByText('6.534 AIR')).toBeTruthy()
  expect(
    within(preview).getByText('The swap contract needs your approval to move 10 AUSD.'),
  ).toBeTruthy()
  expect(within(preview).getByRole('button', { name: 'Approve and swap' })).toBeTruthy()
})

test("Swap: off the server's swap networks it says 'Network not supported for Swaps'", async () => {
  swapsSupported = false
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'Swap' })
  const { view } = getModal()
  expect((await view.findByRole('alert')).textContent).toBe('Network not supported for Swaps')
})

test('the Swap button follows features.swaps', async () => {
  const { appKit } = await createTestAppKit({ features: { swaps: false } })
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  expect(await view.findByRole('button', { name: 'Send' })).toBeTruthy()
  expect(view.queryByRole('button', { name: 'Swap' })).toBeNull()
})
