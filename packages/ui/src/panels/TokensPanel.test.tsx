import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openModal } from '@airlock/core'
import { waitFor, within } from '@testing-library/react'
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
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/**
 * A real HTTP data API on a free loopback port whose balance answer (no tokens, or a 500) waits
 * until `release` is called.
 */
async function startHeldDataApi(answer: 'empty' | 'failure') {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const started = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET',
      })
      response.end()
      return
    }
    if (path.endsWith('/supported-chains')) {
      response.writeHead(200, headers)
      response.end(JSON.stringify({ http: ['eip155:31337'], ws: [] }))
      return
    }
    if (path.endsWith('/balance')) {
      await released
      response.writeHead(answer === 'empty' ? 200 : 500, headers)
      response.end(
        JSON.stringify(answer === 'empty' ? { balances: [] } : { message: 'engine down' }),
      )
      return
    }
    response.writeHead(404, headers)
    response.end(JSON.stringify({ message: 'Not found' }))
  })
  server = started
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(started.address() as AddressInfo).port}`, release }
}

async function openTokens(apiUrl: string) {
  const { appKit } = await createTestAppKit({ apiUrl })
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const dialog = await getModal().view.findByRole('dialog', { name: 'Account' })
  return { appKit, dialog }
}

test('before the data API answers, the Tokens tab shows placeholder rows, not "No tokens yet"; an answer with none then says so', async () => {
  const api = await startHeldDataApi('empty')
  const { appKit, dialog } = await openTokens(api.url)
  const loading = await within(dialog).findByRole('status', { busy: true })
  await waitFor(() =>
    expect(appKit.state.chains.eip155?.account.tokenBalanceStatus).toBe('loading'),
  )
  expect(within(loading).getByText('Loading…')).toBeTruthy()
  expect(loading.querySelectorAll('.item.skeleton')).toHaveLength(3)
  expect(within(dialog).queryByText('No tokens yet')).toBeNull()

  api.release()
  expect(await within(dialog).findByText('No tokens yet')).toBeTruthy()
  expect(dialog.querySelector('.item.skeleton')).toBeNull()
})

test('a failed read says "Token Balance Unavailable", not "No tokens yet"', async () => {
  const api = await startHeldDataApi('failure')
  const { dialog } = await openTokens(api.url)
  expect(await within(dialog).findByRole('status', { busy: true })).toBeTruthy()
  api.release()
  expect(await within(dialog).findByText('Token Balance Unavailable')).toBeTruthy()
  expect(within(dialog).queryByText('No tokens yet')).toBeNull()
})
