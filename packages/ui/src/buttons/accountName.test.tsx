import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openModal, registerAccountName } from '@airlock/core'
import { render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit, testAddress } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'
import { AppKitButton } from './AppKitButton.js'

// The identity route's answer for the test account, as the server gives an ENS name and avatar.
const avatar = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
let api: Server
let apiUrl: string
const asked: string[] = []
/** Whether the identity route knows a name for the test account (the server's own or ENS). */
let named = true
const record = (name: string) => ({
  name,
  registered: 1,
  updated: 1,
  addresses: { '60': { address: testAddress, created: 1 } },
  attributes: {},
})
beforeAll(async () => {
  api = createServer((request, response) => {
    asked.push(request.url ?? '')
    const url = request.url ?? ''
    const headers = {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    }
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, headers)
      response.end(JSON.stringify(body))
    }
    if (request.method === 'OPTIONS') return answer(204, {})
    if (url.startsWith(`/v1/identity/${testAddress}`))
      return answer(200, named ? { name: 'alice.eth', avatar } : { name: null, avatar: null })
    if (url.startsWith('/v1/supported-chains'))
      return answer(200, { http: ['eip155:31337'], ws: [] })
    if (url.startsWith('/v1/profile/account') && request.method === 'POST') {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const { message } = JSON.parse(body) as { message: string }
        answer(200, record((JSON.parse(message) as { name: string }).name))
      })
      return
    }
    answer(404, { message: 'none' })
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
  named = true
})

test('the account button shows the name and its avatar, the address still in its accessible name', async () => {
  const { appKit } = await createTestAppKit({ apiUrl })
  const { container } = render(<AppKitButton appKit={appKit} />)
  await connectTestWallet(appKit)
  const button = await screen.findByRole('button', { name: '9,999.987 ETH alice.eth 0xf3…b92266' })
  expect(button.querySelector('img')?.getAttribute('src')).toBe(avatar)
  expect(container.querySelector('.airlock-sr-only')?.textContent).toBe('0xf3…b92266')
  expect(asked.filter((url) => url.startsWith('/v1/identity/'))).not.toHaveLength(0)
})

test('the Account view shows the name above the address, with the avatar', async () => {
  const { appKit } = await createTestAppKit({ apiUrl })
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Account' })
  expect(await within(dialog).findByText('alice.eth')).toBeTruthy()
  expect(within(dialog).getByText('0xf3…b92266')).toBeTruthy()
  await waitFor(() => expect(dialog.querySelector('img.avatar')?.getAttribute('src')).toBe(avatar))
})

test('a name the account registers replaces the address in the header button at once', async () => {
  named = false
  const { appKit, wallet } = await createTestAppKit({ apiUrl })
  Object.assign(wallet, {
    capabilities: { 'eip155:signMessage': async () => `0x${'ab'.repeat(65)}` },
  })
  const { container } = render(<AppKitButton appKit={appKit} />)
  await connectTestWallet(appKit)
  const button = await screen.findByRole('button', { name: '9,999.987 ETH 0xf3…b92266' })
  await waitFor(() =>
    expect(asked.filter((url) => url.startsWith('/v1/identity/'))).not.toHaveLength(0),
  )

  await registerAccountName(appKit, { name: 'alice-test' })
  // The name shows; the address stays for screen readers only.
  expect(
    await screen.findByRole('button', { name: '9,999.987 ETH alice-test.reown.id 0xf3…b92266' }),
  ).toBe(button)
  expect(container.querySelector('.airlock-sr-only')?.textContent).toBe('0xf3…b92266')
})
