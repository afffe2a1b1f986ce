import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AppKit, connect, openModal } from '@airlock/core'
import { bitcoinRegtest, solanaLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
let server: Server | undefined
afterEach(async () => {
  unmount?.()
  unmount = undefined
  const running = server
  server = undefined
  running?.closeAllConnections()
  if (running) await new Promise((resolve) => running.close(resolve))
})

const chainId = 'eip155:31337'
const token = (
  symbol: string,
  name: string,
  numeric: string,
  price: number,
  address?: string,
): Record<string, unknown> => ({
  name,
  symbol,
  chainId,
  ...(address ? { address: `${chainId}:${address}` } : {}),
  value: Number(numeric) * price,
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})
const eth = token('ETH', 'Ether', '9999.98765', 3000)
const ausd = token('AUSD', 'Airlock USD', '850000', 1, '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9')
const air = token(
  'AIR',
  'Airlock Token',
  '800000',
  1.5,
  '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
)
// The devnet's first account's two Uniswap V2 pool shares, as the balance route lists them with
// includeUnlisted=true: the same name and symbol, no price.
const poolShares = [
  token('UNI-V2', 'Uniswap V2', '2236.0679', 0, '0x3d6A7c3a2f8c3E4F3C2e5E2b6e1a0b8C5dB7a2E1'),
  token('UNI-V2', 'Uniswap V2', '122474.4871', 0, '0x6B1c5e0e7f2E4b1d1A3C2f0a9E8d7C6b5A4f3E2d'),
]

/**
 * A real HTTP data API on a free loopback port whose balance route answers `balances`, once
 * `release` is called when `held`.
 */
async function startDataApi(balances: Record<string, unknown>[], { held = false } = {}) {
  let release = () => {}
  const released = held
    ? new Promise<void>((resolve) => {
        release = resolve
      })
    : Promise.resolve()
  const started = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' }
    if (path.endsWith('/supported-chains')) {
      response.writeHead(200, headers)
      response.end(JSON.stringify({ http: [chainId], ws: [] }))
      return
    }
    if (path.endsWith('/balance')) {
      await released
      response.writeHead(200, headers)
      response.end(JSON.stringify({ balances }))
      return
    }
    response.writeHead(404, headers)
    response.end(JSON.stringify({ message: 'Not found' }))
  })
  server = started
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(started.address() as AddressInfo).port}`, release }
}

async function openAccount(appKit: AppKit, name = 'Account') {
  unmount = mountModal(appKit)
  openModal(appKit)
  return getModal().view.findByRole('dialog', { name })
}

/** The Account view's headline: the total value, or the native balance without prices. */
function headline(dialog: HTMLElement): HTMLElement | null {
  return dialog.querySelector('.total')
}

test('the headline is the total USD value of the token balances, in the visitor’s locale', async () => {
  const api = await startDataApi([eth, ausd, air, ...poolShares])
  const { appKit } = await createTestAppKit({ apiUrl: api.url })
  await connectTestWallet(appKit)
  const dialog = await openAccount(appKit)
  // 9,999.98765 ETH × $3,000 + 850,000 AUSD × $1 + 800,000 AIR × $1.50; the pools have no price.
  await waitFor(() => expect(headline(dialog)?.textContent).toBe('Total value: $32,049,962.95'))
  // The native balance stays, below it.
  expect(within(dialog).getByText('9,999.987 ETH')).toBeTruthy()

  unmount?.()
  const { appKit: german } = await createTestAppKit({ apiUrl: api.url, language: 'de-DE' })
  await connectTestWallet(german)
  const konto = await openAccount(german, 'Konto')
  await waitFor(() =>
    expect(headline(konto)?.textContent?.replace(/\s/g, ' ')).toBe('Gesamtwert: 32.049.962,95 $'),
  )
})

test('while the balances load, the headline is a placeholder, never $0.00', async () => {
  const api = await startDataApi([eth, ausd], { held: true })
  const { appKit } = await createTestAppKit({ apiUrl: api.url })
  await connectTestWallet(appKit)
  const dialog = await openAccount(appKit)
  await waitFor(() =>
    expect(appKit.state.chains.eip155?.account.tokenBalanceStatus).toBe('loading'),
  )
  await waitFor(() => expect(headline(dialog)?.getAttribute('aria-busy')).toBe('true'))
  expect(headline(dialog)?.querySelector('.skeleton-line')).toBeTruthy()
  expect(dialog.textContent).not.toMatch(/\$0\.00/)

  api.release()
  await waitFor(() => expect(headline(dialog)?.textContent).toBe('Total value: $30,849,962.95'))
  expect(headline(dialog)?.hasAttribute('aria-busy')).toBe(false)
})

test('with no price for any token, the native balance is the headline, and no row says $0.00', async () => {
  const api = await startDataApi([token('ETH', 'Ether', '9999.98765', 0), ...poolShares])
  const { appKit } = await createTestAppKit({ apiUrl: api.url })
  await connectTestWallet(appKit)
  const dialog = await openAccount(appKit)
  await within(dialog).findByRole('list', { name: 'Tokens' })
  await waitFor(() => expect(headline(dialog)?.textContent).toBe('Balance: 9,999.987 ETH'))
  // Shown once: the headline took the native balance's place.
  expect(within(dialog).getAllByText(/9,999\.987 ETH/)).toHaveLength(1)
  expect(dialog.textContent).not.toMatch(/\$0\.00/)
})

test('a failed balance read leaves the native balance as the headline', async () => {
  // Nothing listens on the default test API: the read fails.
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  const dialog = await openAccount(appKit)
  expect(await within(dialog).findByText('Token Balance Unavailable')).toBeTruthy()
  expect(headline(dialog)?.textContent).toBe('Balance: 9,999.987 ETH')
})

test('liquidity-pool shares are one collapsed row, not a row each; opening it lists them without $0.00', async () => {
  const api = await startDataApi([eth, ...poolShares, ausd, air])
  const { appKit } = await createTestAppKit({ apiUrl: api.url })
  await connectTestWallet(appKit)
  const dialog = await openAccount(appKit)
  const list = await within(dialog).findByRole('list', { name: 'Tokens' })
  const rows = within(list).getAllByRole('listitem')
  expect(rows.map((row) => row.textContent?.includes('Uniswap V2'))).toEqual([
    false,
    false,
    false,
    false,
  ])
  const pools = within(list).getByRole('button', { name: 'Liquidity pools 2' })
  expect(pools.getAttribute('aria-expanded')).toBe('false')
  expect(within(dialog).queryByText('Uniswap V2')).toBeNull()

  fireEvent.click(pools)
  expect(pools.getAttribute('aria-expanded')).toBe('true')
  const shares = within(dialog).getByRole('list', { name: 'Liquidity pools' })
  const shareRows = within(shares).getAllByRole('listitem')
  expect(shareRows.map((row) => row.querySelector('.item-main')?.textContent)).toEqual([
    'Uniswap V22,236.06 UNI-V2',
    'Uniswap V2122,474.48 UNI-V2',
  ])
  expect(dialog.textContent).not.toMatch(/\$0\.00/)

  fireEvent.click(pools)
  expect(within(dialog).queryByRole('list', { name: 'Liquidity pools' })).toBeNull()
})

test('each wallet action is an icon button named by its label', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  const dialog = await openAccount(appKit)
  for (const name of ['Buy', 'Swap', 'Receive', 'Send']) {
    const button = within(dialog).getByRole('button', { name })
    expect(button.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    expect(button.textContent).toBe(name)
  }
})

test('a Bitcoin account’s Account view has Tokens and Activity tabs, no NFTs tab', async () => {
  const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
  const { appKit } = await createTestAppKit({
    adapters: [createTestAdapter('bip122', { address, chainId: bitcoinRegtest.id, balance: '1' })],
    networks: [bitcoinRegtest],
  })
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  const dialog = await openAccount(appKit)
  const tablist = await within(dialog).findByRole('tablist', { name: 'Account sections' })
  expect(
    within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Tokens', 'Activity'])
  // Arrows move between the tabs shown; Activity is the last one.
  fireEvent.keyDown(within(tablist).getByRole('tab', { name: 'Tokens' }), { key: 'ArrowRight' })
  await waitFor(() =>
    expect(
      within(tablist).getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected'),
    ).toBe('true'),
  )
  expect(appKit.state.chains.bip122?.account.currentTab).toBe(2)
})

test('a Solana account’s Account view has no NFTs tab either', async () => {
  const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  const { appKit } = await createTestAppKit({
    adapters: [createTestAdapter('solana', { address, chainId: solanaLocal.id, balance: '1' })],
    networks: [solanaLocal],
  })
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  const dialog = await openAccount(appKit)
  const tablist = await within(dialog).findByRole('tablist', { name: 'Account sections' })
  expect(
    within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Tokens', 'Activity'])
})
