import { connect, openModal } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

test('ProfileWallets lists the connected wallets by namespace; switch, disconnect one, add another', async () => {
  const { appKit } = await createTestAppKit()
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await connect(appKit, { connectorId: 'io.example.other' })
  unmount = mountModal(appKit)
  // From the Account view, which offers it once two wallets are connected.
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: /Connected wallets/ }))
  const dialog = await view.findByRole('dialog', { name: 'Connected wallets' })
  const list = await within(dialog).findByRole('list', { name: 'Airlock Local' })
  const rows = () => within(list).getAllByRole('listitem')
  expect(rows().map((row) => row.querySelector('.row-label')?.textContent)).toEqual([
    'Airlock Dev Wallet 0xf3…b92266',
    'Other Wallet 0xf3…b92266',
  ])
  // The wallet connected last is the active one.
  expect(within(rows()[1]!).getByText('Active')).toBeTruthy()
  expect(rows()[1]!.getAttribute('aria-current')).toBe('true')

  fireEvent.click(within(list).getByRole('button', { name: 'Switch to Airlock Dev Wallet' }))
  await waitFor(() => expect(appKit.state.chains.eip155?.connectorId).toBe('dev.airlock.wallet'))
  await waitFor(() => expect(within(rows()[0]!).getByText('Active')).toBeTruthy())
  expect(within(list).getByRole('button', { name: 'Switch to Other Wallet' })).toBeTruthy()

  fireEvent.click(within(list).getByRole('button', { name: 'Disconnect Other Wallet' }))
  await waitFor(() => expect(rows()).toHaveLength(1))
  expect(appKit.state.connections.eip155?.map((item) => item.connectorId)).toEqual([
    'dev.airlock.wallet',
  ])
  expect(appKit.state.chains.eip155?.account.status).toBe('connected')

  fireEvent.click(within(dialog).getByRole('button', { name: 'Add wallet' }))
  expect(await view.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  expect(appKit.state.modal.namespace).toBe('eip155')
})
