import { addAddressLabel, openModal, removeAddressLabel } from '@airlock/core'
import { airlockLocal2 } from '@airlock/core/networks'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit, testAddress, userRejection } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

test('Account shows the avatar, truncated address, balance and explorer link, and copies', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Account' })
  expect(await within(dialog).findByText('0xf3…b92266')).toBeTruthy()
  expect(within(dialog).getByText(/9,999\.987 ETH/)).toBeTruthy()
  expect(dialog.querySelector('.avatar')?.getAttribute('style')).toContain('radial-gradient')

  fireEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }))
  const toast = await view.findByText('Address copied')
  expect(toast.closest('[role="status"]')?.getAttribute('data-variant')).toBe('success')
  expect(await navigator.clipboard.readText()).toBe(testAddress)
})

test('a label the dapp gave the address (addAddressLabel, any case) shows with it in the Account view until removed', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  addAddressLabel(appKit, {
    address: testAddress.toLowerCase(),
    label: 'Treasury',
    namespace: 'eip155',
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Account' })
  const line = await within(dialog).findByText('Treasury (0xf3…b92266)')
  expect(line.getAttribute('title')).toBe(testAddress)

  removeAddressLabel(appKit, { address: testAddress.toLowerCase(), namespace: 'eip155' })
  expect(await within(dialog).findByText('0xf3…b92266')).toBeTruthy()
  expect(within(dialog).queryByText(/Treasury/)).toBeNull()
})

test('the explorer link points at the address on the network’s block explorer', async () => {
  const { appKit, wallet } = await createTestAppKit()
  wallet.chainId = 1
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const link = await view.findByRole('link', { name: 'Block explorer' })
  expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${testAddress}`)
  expect(link.getAttribute('target')).toBe('_blank')
})

test('Disconnect disconnects, closes the modal and announces it', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view, shadow } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(view.queryByRole('dialog')).toBeNull())
  expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
  await waitFor(() =>
    expect(shadow.querySelector('[aria-live="polite"]')?.textContent).toBe('Wallet disconnected'),
  )
})

test('the network button opens Networks; choosing one switches and goes back', async () => {
  const { appKit, wallet } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Airlock Local' }))
  const dialog = await view.findByRole('dialog', { name: 'Choose network' })
  // The view may still be arriving (a spinner shows meanwhile).
  const list = await within(dialog).findByRole('list', { name: 'Networks' })
  expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  expect(
    within(list).getByRole('button', { name: 'Airlock Local' }).getAttribute('aria-current'),
  ).toBe('true')

  fireEvent.click(within(list).getByRole('button', { name: 'Airlock Local 2' }))
  expect(await view.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  expect(wallet.chainId).toBe(airlockLocal2.id)
  expect(appKit.state.activeNetworkId).toBe(airlockLocal2.caipNetworkId)
  expect(await view.findByRole('button', { name: 'Airlock Local 2' })).toBeTruthy()
})

test('a refused network switch shows an error toast and keeps the view', async () => {
  const { appKit, wallet } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'Networks' })
  const { view } = getModal()
  wallet.failNext('switchNetwork', userRejection())
  fireEvent.click(await view.findByRole('button', { name: 'Airlock Local 2' }))
  expect((await view.findByRole('alert')).textContent).toContain('User rejected the request.')
  expect(view.getByRole('dialog', { name: 'Choose network' })).toBeTruthy()
  expect(appKit.state.activeNetworkId).toBe('eip155:31337')
})

test('UnsupportedChain explains, lists the networks and switching closes it', async () => {
  const { appKit, wallet } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  wallet.emit({ type: 'chainChanged', connectorId: 'dev.airlock.wallet', chainId: 999 })
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Switch Network' })
  expect(
    await within(dialog).findByText(
      'This app doesn’t support your current network. Switch to an available option to continue.',
    ),
  ).toBeTruthy()
  const list = within(dialog).getByRole('list', { name: 'Networks' })
  expect(within(list).queryByRole('button', { current: true })).toBeNull()
  expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
  expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeTruthy()

  fireEvent.click(within(list).getByRole('button', { name: 'Airlock Local' }))
  await waitFor(() => expect(appKit.state.unsupportedChain).toBe(false))
  await waitFor(() => expect(view.queryByRole('dialog', { name: 'Switch Network' })).toBeNull())
})
