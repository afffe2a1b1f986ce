import { getPairingExpiry, openModal, pushView } from '@airlock/core'
import { waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

test('ConnectingWalletConnect shows the pairing URI as a QR code with a Copy link button', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'ConnectingWalletConnect' })
  const { view } = getModal()
  const dialog = await view.findByRole('dialog')
  const copy = await within(dialog).findByRole('button', { name: 'Copy link' })
  expect((copy as HTMLButtonElement).disabled).toBe(true)
  expect(within(dialog).getByRole('status')).toBeTruthy()

  // What an adapter's walletConnectUri event leaves in state.
  appKit.state.connection.uri = 'wc:7f6e1d@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba'
  appKit.state.connection.uriExpiresAt = getPairingExpiry()
  const qr = await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })
  expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
  await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false))
  expect(within(dialog).getByText('Scan this QR code with your phone')).toBeTruthy()
})

test('on a phone, a chosen wallet gets a deep link holding the encoded pairing URI', async () => {
  const { appKit } = await createTestAppKit({
    isMobile: () => true,
    customWallets: [{ id: 'lantern', name: 'Lantern Wallet', mobile_link: 'lantern://' }],
  })
  unmount = mountModal(appKit)
  openModal(appKit)
  pushView(appKit, { view: 'ConnectingWalletConnect', data: { walletId: 'lantern' } })
  appKit.state.connection.uri = 'wc:7f6e1d@2?relay-protocol=irn&symKey=587d'
  appKit.state.connection.uriExpiresAt = getPairingExpiry()
  const { view } = getModal()
  const link = await view.findByRole('link', { name: 'Open Lantern Wallet' })
  expect(link.getAttribute('href')).toBe(
    `lantern://wc?uri=${encodeURIComponent('wc:7f6e1d@2?relay-protocol=irn&symKey=587d')}`,
  )
})
