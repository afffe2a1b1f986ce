import {
  getPairingExpiry,
  openModal,
  pushView,
  type RegistryWallet,
  setThemeVariables,
} from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { getFocusableElements } from '../focus/getFocusableElements.js'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
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

test("AppKit's QR colour (--w3m-qr-color, then --apkt-qr-color) colours the pairing and the address QR codes", async () => {
  const { appKit } = await createTestAppKit({ themeVariables: { '--w3m-qr-color': '#123456' } })
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'ConnectingWalletConnect' })
  const { view } = getModal()
  appKit.state.connection.uri = 'wc:7f6e1d@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba'
  appKit.state.connection.uriExpiresAt = getPairingExpiry()
  const pairing = await view.findByRole('img', { name: 'WalletConnect QR code' })
  expect(pairing.querySelector('path')?.getAttribute('fill')).toBe('#123456')
  setThemeVariables(appKit, { '--apkt-qr-color': '#654321' })
  await waitFor(() => expect(pairing.querySelector('path')?.getAttribute('fill')).toBe('#654321'))

  await connectTestWallet(appKit)
  openModal(appKit, { view: 'WalletReceive' })
  const address = await view.findByRole('img', { name: /QR code/ })
  expect(address.querySelector('path')?.getAttribute('fill')).toBe('#654321')
})

test('without a QR colour the codes keep the theme: the text colour, black on the white address card', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'ConnectingWalletConnect' })
  const { view } = getModal()
  appKit.state.connection.uri = 'wc:7f6e1d@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba'
  appKit.state.connection.uriExpiresAt = getPairingExpiry()
  const pairing = await view.findByRole('img', { name: 'WalletConnect QR code' })
  expect(pairing.querySelector('path')?.getAttribute('fill')).toBe('currentColor')
  await connectTestWallet(appKit)
  openModal(appKit, { view: 'WalletReceive' })
  const address = await view.findByRole('img', { name: /QR code/ })
  expect(address.querySelector('path')?.getAttribute('fill')).toBe('#000')
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

const metaMask: RegistryWallet = {
  id: 'metamask',
  name: 'MetaMask',
  image_id: 'metamask',
  imageUrl: 'http://127.0.0.1:9/getWalletImage/metamask',
  rdns: 'io.metamask',
  chains: ['eip155:1'],
  homepage: 'https://metamask.io',
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  app_store: 'https://apps.apple.com/app/id1438144202',
  play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
  chrome_store: 'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
  badge_type: 'certified',
}

/** Opens the pairing view for MetaMask from the registry, its pairing URI in. */
async function openMetaMask(parameters: Parameters<typeof createTestAppKit>[0] = {}) {
  const { appKit } = await createTestAppKit(parameters)
  appKit.state.wallets.featuredStatus = 'ready'
  appKit.state.wallets.recommended = [metaMask]
  appKit.state.wallets.recommendedStatus = 'ready'
  unmount = mountModal(appKit)
  openModal(appKit)
  pushView(appKit, { view: 'ConnectingWalletConnect', data: { walletId: 'metamask' } })
  appKit.state.connection.uri = 'wc:7f6e1d@2?relay-protocol=irn&symKey=587d'
  appKit.state.connection.uriExpiresAt = getPairingExpiry()
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'MetaMask' })
  return { appKit, view, dialog }
}

test('a registry wallet that is not installed leads with its logo and says so, its logo in the QR code, with Install, Copy link and Get', async () => {
  const { appKit, view, dialog } = await openMetaMask({ isMobile: () => false })
  const qr = await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })
  const logo = within(dialog).getByRole('img', { name: 'MetaMask' })
  expect(logo.getAttribute('src')).toBe(metaMask.imageUrl)
  const notInstalled = within(dialog).getByText('MetaMask is not installed in this browser.')
  // The wallet leads: its logo and the sentence come before the QR code.
  expect(logo.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(notInstalled.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  // The centre of the QR code is the wallet's logo, not WalletConnect's mark.
  expect(qr.querySelector('image')?.getAttribute('href')).toBe(metaMask.imageUrl)
  expect(qr.querySelector('rect[fill="#3396ff"]')).toBeNull()

  const install = within(dialog).getByRole('link', { name: 'Install MetaMask' })
  expect(install.getAttribute('href')).toBe(metaMask.chrome_store)
  expect(install.getAttribute('target')).toBe('_blank')
  expect(install.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy()
  // On a computer the app's deep link is no use: the QR code is the way to the phone.
  expect(within(dialog).queryByRole('link', { name: 'Open MetaMask' })).toBeNull()
  expect(within(dialog).getByText("Don't have MetaMask?")).toBeTruthy()

  fireEvent.click(within(dialog).getByRole('button', { name: 'Get' }))
  const getWallet = await view.findByRole('dialog', { name: 'Get a wallet' })
  expect(appKit.state.router.view).toBe('GetWallet')
  const first = (await within(getWallet).findAllByRole('listitem'))[0]!
  expect(within(first).getByRole('img', { name: 'MetaMask' })).toBeTruthy()
})

test('on a phone, "Open <Wallet>" comes first and the QR code after it', async () => {
  const { dialog } = await openMetaMask({ isMobile: () => true })
  const open = await within(dialog).findByRole('link', { name: 'Open MetaMask' })
  expect(open.getAttribute('href')).toBe(
    `metamask://wc?uri=${encodeURIComponent('wc:7f6e1d@2?relay-protocol=irn&symKey=587d')}`,
  )
  const qr = within(dialog).getByRole('img', { name: 'WalletConnect QR code' })
  expect(open.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  // The first control of the view, so it is also where focus lands.
  expect(getFocusableElements(dialog.querySelector('.view') as HTMLElement)[0]).toBe(open)
})
