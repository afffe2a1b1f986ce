import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openModal } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit, testAddress } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
let server: Server | undefined
afterEach(async () => {
  unmount?.()
  unmount = undefined
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

const minedAt = new Date(Date.UTC(2024, 2, 4, 5, 6)).toISOString()

/** A real HTTP data API on a free loopback port answering balances and history. */
async function startDataApi(): Promise<string> {
  const started = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const body = path.endsWith('/supported-chains')
      ? { http: ['eip155:31337'], ws: [] }
      : path.endsWith('/balance')
        ? {
            balances: [
              {
                name: 'Airlock USD',
                symbol: 'AUSD',
                chainId: 'eip155:31337',
                address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
                value: 1234567.5,
                price: 1,
                quantity: { decimals: '6', numeric: '1234567.5' },
                iconUrl: '',
              },
            ],
          }
        : path.endsWith('/history')
          ? {
              data: [
                {
                  id: 'tx-1',
                  metadata: {
                    operationType: 'receive',
                    hash: `0x${'1'.repeat(64)}`,
                    minedAt,
                    sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
                    sentTo: testAddress,
                    status: 'confirmed',
                    nonce: 1,
                    chain: 'eip155:31337',
                  },
                  transfers: [
                    {
                      fungible_info: { name: 'Airlock USD', symbol: 'AUSD', icon: { url: '' } },
                      direction: 'in',
                      quantity: { numeric: '2500.25' },
                    },
                  ],
                },
              ],
              next: null,
            }
          : undefined
    // The test page is on another origin: allow it, as the real server does for an allowed one.
    response.writeHead(body ? 200 : 404, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    })
    response.end(JSON.stringify(body ?? { message: 'Not found' }))
  })
  server = started
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(started.address() as AddressInfo).port}`
}

test('a German visitor sees balances, USD values, months and amounts written the German way', async () => {
  const apiUrl = await startDataApi()
  const { appKit } = await createTestAppKit({ language: 'de-DE', apiUrl })
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Konto' })
  // 9999.98765 ETH: 3 decimals floored, German grouping and decimal comma.
  expect(await within(dialog).findByText(/9\.999,987 ETH/)).toBeTruthy()

  const tokens = await within(dialog).findByRole('list', { name: 'Token' })
  await waitFor(() => expect(tokens.textContent).toContain('1.234.567,5 AUSD'))
  // Intl puts a no-break space between the amount and the symbol.
  expect(tokens.textContent?.replace(/\s/g, ' ')).toContain('1.234.567,50 $')

  fireEvent.click(within(dialog).getByRole('tab', { name: 'Aktivität' }))
  const month = await within(dialog).findByRole('heading', { name: 'März 2024' })
  const row = month.closest('section')
  expect(row?.textContent).toContain('+2.500,25 AUSD')
  const time = row?.querySelector('time')
  expect(time?.getAttribute('datetime')).toBe(minedAt)
  // The full date in the tooltip, in German order (day first); the hour depends on the zone.
  expect(time?.getAttribute('title')).toMatch(/^0?4\.03\.2024, \d\d:\d\d$/)
  expect(time?.textContent).toMatch(/^\d+ (J|Mon)\.$/)
})
