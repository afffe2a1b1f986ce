import { openModal } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { open } from '../appkit/open.js'
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
let swapTokens = tokens
/** What the quote route answers as price impact, in percent. */
let priceImpact: number | undefined = 0.01
/** Whole units of the token bought per whole unit sold, as a fraction: 10 AUSD buy 6.6 AIR. */
const rates: Record<string, [bigint, bigint]> = {
  [`${ausd}>${air}`]: [66n, 100n],
  [`${eth}>${ausd}`]: [30_125n, 10n],
  [`${eth}>${air}`]: [2_000n, 1n],
}
const decimalsOf = (address: string | null) =>
  BigInt(tokens.find((token) => token.address === address)?.decimals ?? 18)

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
  if (pathname === '/v1/convert/tokens') return ok({ tokens: swapTokens })
  if (pathname === '/v1/convert/allowance') return ok({ allowance: '0' })
  if (pathname === '/v1/convert/gas-price')
    return ok({ standard: '1000000000', fast: '1', instant: '1' })
  if (pathname === '/v1/gas-price') return ok({ standard: '1000000000', fast: '1', instant: '1' })
  if (pathname === '/v1/convert/quotes') {
    const amount = BigInt(searchParams.get('amount') ?? '0')
    const from = searchParams.get('from')
    const to = searchParams.get('to')
    const [numerator, denominator] = rates[`${from}>${to}`] ?? [1n, 1n]
    const toAmount =
      (amount * numerator * 10n ** decimalsOf(to)) / (denominator * 10n ** decimalsOf(from))
    return ok({
      quotes: [
        {
          fromAmount: amount.toString(),
          fromAccount: from,
          toAmount: toAmount.toString(),
          toAccount: to,
          ...(priceImpact === undefined ? {} : { priceImpact }),
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
  swapTokens = tokens
  priceImpact = 0.01
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

/** What a screen reader reads of `element`: its text without the decorative (aria-hidden) parts. */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent ?? ''
}

/** The form's submit button, whatever it says: "Review swap", or what stands in the way. */
function submitButton(dialog: HTMLElement): HTMLButtonElement {
  const form = dialog.querySelector('form')
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!button) throw new Error('no submit button')
  return button
}

/** Opens Swap from the Account view of a connected wallet (English unless `language`). */
async function openSwap(language?: string) {
  const { appKit } = await createTestAppKit(language ? { language } : {})
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const swapName = language?.startsWith('de') ? 'Tauschen' : 'Swap'
  fireEvent.click(await view.findByRole('button', { name: swapName }, { timeout: 10_000 }))
  const dialog = await view.findByRole('dialog', { name: swapName })
  return { appKit, view, dialog }
}

/** Chooses `symbol` for one side of the form in the token picker. */
async function pick(view: ReturnType<typeof getModal>['view'], side: string, symbol: string) {
  fireEvent.click(await view.findByRole('button', { name: new RegExp(`^${side}: `) }))
  const picker = await view.findByRole('dialog', { name: /^(Select a token|Token auswählen)$/ })
  fireEvent.click(await within(picker).findByRole('button', { name: new RegExp(`^${symbol}`) }))
  await view.findByRole('button', { name: `${side}: ${symbol}` })
}

test('Swap: pick the token to buy by search, the quote follows the amount, the preview shows the approval step', async () => {
  const { view, dialog } = await openSwap()
  // Paying with the first token held: ETH.
  expect(await within(dialog).findByRole('button', { name: 'You pay: ETH' })).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'You pay: ETH' }))

  const picker = await view.findByRole('dialog', { name: 'Select a token' })
  const yours = await within(picker).findByRole('region', { name: 'Your tokens' })
  expect(within(yours).getAllByRole('button').map(spokenText)).toEqual([
    'ETH Ether 10',
    'AUSD Airlock USD 500',
  ])
  // One list: the tokens held are not listed again among the popular ones.
  const popular = within(picker).getByRole('region', { name: 'Popular tokens' })
  expect(within(popular).getAllByRole('button').map(spokenText)).toEqual(['AIR Airlock Token'])
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
  await within(swap).findByRole('button', { name: 'You receive: AIR' })
  expect(submitButton(swap).disabled).toBe(true)
  fireEvent.change(within(swap).getByRole('textbox', { name: 'You pay' }), {
    target: { value: '600' },
  })
  expect(await within(swap).findByText('Amount is above your balance')).toBeTruthy()
  expect(submitButton(swap).textContent).toBe('Insufficient AUSD')
  fireEvent.change(within(swap).getByRole('textbox', { name: 'You pay' }), {
    target: { value: '10' },
  })
  await waitFor(() =>
    expect(
      (within(swap).getByRole('textbox', { name: 'You receive' }) as HTMLInputElement).value,
    ).toBe('6.6'),
  )
  expect(within(swap).getByText('0.01%')).toBeTruthy()
  await waitFor(() => expect(submitButton(swap).disabled).toBe(false))
  expect(submitButton(swap).textContent).toBe('Review swap')
  fireEvent.click(submitButton(swap))

  const preview = await view.findByRole('dialog', { name: 'Review swap' })
  expect(await within(preview).findByText('10 AUSD ($10.00)')).toBeTruthy()
  // 1% slippage: at least 6.534 AIR.
  expect(within(preview).getByText('6.534 AIR')).toBeTruthy()
  expect(
    within(preview).getByText('The swap contract needs your approval to move 10 AUSD.'),
  ).toBeTruthy()
  expect(within(preview).getByRole('button', { name: 'Approve and swap' })).toBeTruthy()
})

test('Swap: no error before any input; the disabled button names what is missing', async () => {
  const { view, dialog } = await openSwap()
  await within(dialog).findByRole('button', { name: 'You pay: ETH' })
  const noError = () => {
    const form = view.getByRole('dialog', { name: 'Swap' })
    expect(form.querySelector('.error-text')).toBeNull()
    expect(form.querySelector('[aria-invalid="true"]')).toBeNull()
    expect(within(form).queryByRole('alert')).toBeNull()
  }
  noError()
  expect(submitButton(dialog).textContent).toBe('Select a token')
  expect(submitButton(dialog).disabled).toBe(true)

  await pick(view, 'You receive', 'AIR')
  const form = view.getByRole('dialog', { name: 'Swap' })
  await waitFor(() => expect(submitButton(form).textContent).toBe('Enter an amount'))
  expect(submitButton(form).disabled).toBe(true)
  noError()

  // Above the 10 ETH held: now it is an error, on the field and on the button.
  const amount = within(form).getByRole('textbox', { name: 'You pay' })
  fireEvent.change(amount, { target: { value: '11' } })
  expect(await within(form).findByText('Amount is above your balance')).toBeTruthy()
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  expect(submitButton(form).textContent).toBe('Insufficient ETH')
  expect(submitButton(form).disabled).toBe(true)
})

test('Swap: the amounts, their USD values, the rate and the price impact are written for the modal language', async () => {
  for (const [language, expected] of [
    ['en', { receive: '3,012.5', rate: '1 ETH = 3,012.5 AUSD', impact: '0.01%', usd: '$3,000.00' }],
    [
      'de-DE',
      { receive: '3.012,5', rate: '1 ETH = 3.012,5 AUSD', impact: '0,01 %', usd: '3.000,00 $' },
    ],
  ] as const) {
    const { view } = await openSwap(language)
    const pay = language === 'en' ? 'You pay' : 'Sie zahlen'
    const receive = language === 'en' ? 'You receive' : 'Sie erhalten'
    await view.findByRole('button', { name: `${pay}: ETH` })
    await pick(view, receive, 'AUSD')
    const form = view.getByRole('dialog', { name: language === 'en' ? 'Swap' : 'Tauschen' })
    fireEvent.change(within(form).getByRole('textbox', { name: pay }), {
      target: { value: '1' },
    })
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: receive }) as HTMLInputElement).value).toBe(
        expected.receive,
      ),
    )
    const normalized = () => form.textContent?.replace(/\s/g, ' ') ?? ''
    // 1 ETH at $3,000: its worth under the amount paid.
    expect(normalized()).toContain(expected.usd)
    // 10 ETH held.
    expect(normalized()).toContain(language === 'en' ? '10 ETH available' : '10 ETH verfügbar')
    await waitFor(() => expect(normalized()).toContain(expected.rate))
    expect(normalized()).toContain(expected.impact)
    // The preview writes them the same way.
    await waitFor(() => expect(submitButton(form).disabled).toBe(false))
    fireEvent.click(submitButton(form))
    const preview = await view.findByRole('dialog', {
      name: language === 'en' ? 'Review swap' : 'Tausch prüfen',
    })
    const previewText = () => preview.textContent?.replace(/\s/g, ' ') ?? ''
    await waitFor(() => expect(previewText()).toContain(`${expected.receive} AUSD`))
    expect(previewText()).toContain(expected.rate)
    expect(previewText()).toContain(expected.impact)
    expect(previewText()).toContain(`1 ETH (${expected.usd})`)
    unmount?.()
    unmount = undefined
  }
})

test('Swap: a price impact above 3% is a warning beside the quote; 3% or less is not', async () => {
  for (const [impact, warned] of [
    [3, false],
    [4.25, true],
  ] as const) {
    priceImpact = impact
    const { view } = await openSwap()
    await view.findByRole('button', { name: 'You pay: ETH' })
    await pick(view, 'You receive', 'AIR')
    const form = view.getByRole('dialog', { name: 'Swap' })
    fireEvent.change(within(form).getByRole('textbox', { name: 'You pay' }), {
      target: { value: '1' },
    })
    await waitFor(() => expect(submitButton(form).disabled).toBe(false))
    const warning = within(form).queryByText(/^High price impact/)
    fireEvent.click(submitButton(form))
    const preview = await view.findByRole('dialog', { name: 'Review swap' })
    await within(preview).findByText('2,000 AIR')
    const warnings = [warning, within(preview).queryByText(/^High price impact/)]
    for (const shown of warnings) {
      if (warned) {
        expect(shown?.textContent).toBe(
          'High price impact (4.25%). You may receive much less than your tokens are worth.',
        )
        expect(shown?.closest('[role="alert"]')).toBeTruthy()
      } else {
        expect(shown).toBeNull()
      }
    }
    unmount?.()
    unmount = undefined
  }
})

test('Swap: the token picker lists a token the server repeats (same chain and address, another case) once', async () => {
  swapTokens = [...tokens, { ...tokens[2], address: air.toLowerCase() } as (typeof tokens)[number]]
  const { view } = await openSwap()
  fireEvent.click(await view.findByRole('button', { name: 'You pay: ETH' }))
  const picker = await view.findByRole('dialog', { name: 'Select a token' })
  await within(picker).findByRole('region', { name: 'Your tokens' })
  const symbols = within(picker)
    .getAllByRole('button')
    .map((button) => button.querySelector('strong')?.textContent)
    .filter(Boolean)
  expect(symbols.sort()).toEqual(['AIR', 'AUSD', 'ETH'])
})

test("open({ view: 'Swap', arguments }) starts the form from the tokens (symbols or addresses) and amount it names, once", async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  await open(appKit, {
    view: 'Swap',
    arguments: { fromToken: 'ausd', toToken: 'AIR', amount: '10' },
  })
  const { view } = getModal()
  const form = await view.findByRole('dialog', { name: 'Swap' })
  expect(await within(form).findByRole('button', { name: 'You pay: AUSD' })).toBeTruthy()
  expect(within(form).getByRole('button', { name: 'You receive: AIR' })).toBeTruthy()
  const pay = within(form).getByRole('textbox', { name: 'You pay' }) as HTMLInputElement
  expect(pay.value).toBe('10')
  await waitFor(() =>
    expect(
      (within(form).getByRole('textbox', { name: 'You receive' }) as HTMLInputElement).value,
    ).toBe('6.6'),
  )

  // What the visitor makes of the form survives the preview and back: the arguments apply once.
  fireEvent.change(pay, { target: { value: '20' } })
  await waitFor(() =>
    expect(
      (within(form).getByRole('textbox', { name: 'You receive' }) as HTMLInputElement).value,
    ).toBe('13.2'),
  )
  await waitFor(() => expect(submitButton(form).disabled).toBe(false))
  fireEvent.click(submitButton(form))
  const preview = await view.findByRole('dialog', { name: 'Review swap' })
  // The header's back button (the preview has one of its own too).
  fireEvent.click(within(preview).getAllByRole('button', { name: 'Back' })[0] as HTMLElement)
  const back = await view.findByRole('dialog', { name: 'Swap' })
  await within(back).findByRole('button', { name: 'You pay: AUSD' })
  expect((within(back).getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe(
    '20',
  )

  // A token named by its address (bare or CAIP-10, any case); one not listed keeps the default.
  await open(appKit, {
    view: 'Swap',
    arguments: { fromToken: air.split(':')[2]?.toLowerCase(), toToken: 'DOGE' },
  })
  const again = await view.findByRole('dialog', { name: 'Swap' })
  expect(await within(again).findByRole('button', { name: 'You pay: AIR' })).toBeTruthy()
  expect(within(again).getByRole('button', { name: 'You receive: Select a token' })).toBeTruthy()
  await open(appKit, { view: 'Swap', arguments: { fromToken: ausd, toToken: eth } })
  const third = await view.findByRole('dialog', { name: 'Swap' })
  expect(await within(third).findByRole('button', { name: 'You pay: AUSD' })).toBeTruthy()
  expect(within(third).getByRole('button', { name: 'You receive: ETH' })).toBeTruthy()
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
