import { connect, openModal, type SIWXConfig, type SIWXSession } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { createTestAppKit, testAddress } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

function createListSiwx(required: boolean): SIWXConfig & { sessions: SIWXSession[] } {
  const sessions: SIWXSession[] = []
  return {
    sessions,
    createMessage: async (input) => ({
      ...input,
      domain: 'shop.example',
      uri: 'https://shop.example',
      version: '1',
      nonce: 'n',
      toString: () => `sign in ${input.accountAddress}`,
    }),
    addSession: async (session) => void sessions.push(session),
    revokeSession: async () => void sessions.splice(0),
    setSessions: async (next) => void sessions.splice(0, sessions.length, ...next),
    getSessions: async () => [...sessions],
    getRequired: () => required,
  }
}

async function openSignView(required: boolean) {
  const siwx = createListSiwx(required)
  const { appKit } = await createTestAppKit({
    siwx,
    metadata: { name: 'Lantern Shop', description: '', url: 'https://shop.example', icons: [] },
  })
  const adapter = appKit.adapters.get('eip155')
  Object.assign(adapter ?? {}, {
    capabilities: { 'eip155:signMessage': async () => '0x5167' },
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Sign in' })
  return { appKit, siwx, dialog, view }
}

test('the sign view names the dapp, cannot be closed while required, and signing closes it', async () => {
  const { appKit, siwx, dialog } = await openSignView(true)
  expect(
    await within(dialog).findByText(/Lantern Shop wants to connect to your wallet/),
  ).toBeTruthy()
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
  fireEvent.keyDown(dialog, { key: 'Escape' })
  expect(appKit.state.modal.open).toBe(true)

  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
  await waitFor(() => expect(appKit.state.modal.open).toBe(false))
  expect(siwx.sessions[0]?.data.accountAddress).toBe(testAddress)
})

test('Cancel disconnects while sign-in is required', async () => {
  const { appKit, dialog } = await openSignView(true)
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(appKit.state.chains.eip155?.account.status).toBe('disconnected'))
  expect(appKit.state.router.view).toBe('Connect')
})

test('when sign-in is optional the view can be closed', async () => {
  const { dialog } = await openSignView(false)
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
})
