import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openModal } from '@airlock/core'
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
beforeAll(async () => {
  api = createServer((request, response) => {
    asked.push(request.url ?? '')
    const identity = request.url?.startsWith(`/v1/identity/${testAddress}`)
    response.writeHead(identity ? 200 : 404, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    })
    response.end(JSON.stringify(identity ? { name: 'alice.eth', avatar } : { message: 'none' }))
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
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
