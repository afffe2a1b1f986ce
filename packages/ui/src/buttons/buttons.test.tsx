import { openModal, switchNetwork } from '@airlock/core'
import { airlockLocal, mainnet } from '@airlock/core/networks'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { adoptStyles } from '../styles/adoptStyles.js'
import { buttonStyles } from '../styles/buttonStyles.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { AccountButton } from './AccountButton.js'
import { AppKitButton } from './AppKitButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

test('AppKitButton says "Connect Wallet" and opens Connect; connected, it opens Account', async () => {
  const { appKit } = await createTestAppKit()
  render(<AppKitButton appKit={appKit} />)
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  expect(appKit.state.modal.open).toBe(true)
  expect(appKit.state.router.view).toBe('Connect')

  appKit.state.modal.open = false
  await connectTestWallet(appKit)
  const account = await screen.findByRole('button', { name: '9,999.987 ETH 0xf3…b92266' })
  fireEvent.click(account)
  expect(appKit.state.router.view).toBe('Account')
})

test('a namespace narrows the modal the buttons open', async () => {
  const { appKit } = await createTestAppKit()
  render(<ConnectButton appKit={appKit} namespace="eip155" />)
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  expect(appKit.state.modal.namespace).toBe('eip155')
})

test('AppKitButton can hide the balance and take its own label', async () => {
  const { appKit } = await createTestAppKit()
  const { rerender } = render(<AppKitButton appKit={appKit} label="Sign in" />)
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  await connectTestWallet(appKit)
  rerender(<AppKitButton appKit={appKit} balance="hide" />)
  expect(await screen.findByRole('button', { name: '0xf3…b92266' })).toBeTruthy()
})

test('NetworkButton shows a bundled logo for a well-known network, the own image first', async () => {
  const { appKit } = await createTestAppKit({ networks: [mainnet, airlockLocal] })
  const { container, rerender } = render(<NetworkButton appKit={appKit} />)
  await waitFor(() => expect(container.querySelector('img')?.hidden).toBe(false))
  expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
  // A local network wears its ecosystem's logo.
  await switchNetwork(appKit, { network: airlockLocal })
  await waitFor(() => expect(container.querySelector('img')?.hidden).toBe(false))
  // A network without a known logo shows its name alone.
  const unknown = {
    ...airlockLocal,
    id: 424242,
    caipNetworkId: 'eip155:424242' as const,
    name: 'Unknown',
  }
  rerender(<NetworkButton appKit={(await createTestAppKit({ networks: [unknown] })).appKit} />)
  await waitFor(() => expect(container.querySelector('img')?.hidden).toBe(true))
  expect(container.querySelector('img')?.hasAttribute('src')).toBe(false)
  const own = createTestAppKit({
    networks: [{ ...mainnet, assets: { imageUrl: 'https://images.example/ethereum.png' } }],
  })
  rerender(<NetworkButton appKit={(await own).appKit} />)
  await waitFor(() =>
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/ethereum.png',
    ),
  )
})

test('ConnectButton, AccountButton and NetworkButton', async () => {
  const { appKit } = await createTestAppKit({
    themeMode: 'dark',
    themeVariables: { '--w3m-accent': '#7b3fe4' },
  })
  render(
    <>
      <ConnectButton appKit={appKit} />
      <AccountButton appKit={appKit} />
      <NetworkButton appKit={appKit} />
    </>,
  )
  const connectButton = screen.getByRole('button', { name: 'Connect Wallet' })
  expect(connectButton.style.getPropertyValue('--airlock-accent')).toBe('#7b3fe4')
  expect(connectButton.getAttribute('data-theme')).toBe('dark')
  expect(screen.queryByRole('button', { name: /0xf3/ })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Airlock Local' }))
  expect(appKit.state.router.view).toBe('Networks')

  await connectTestWallet(appKit)
  expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
  appKit.state.unsupportedChain = true
  const unsupported = await screen.findByRole('button', { name: 'Unsupported chain' })
  openModal(appKit, { view: 'Connect' })
  fireEvent.click(unsupported)
  expect(appKit.state.router.view).toBe('UnsupportedChain')
})

test('a button renders in its own shadow root with the adopted button stylesheet', async () => {
  const { appKit } = await createTestAppKit()
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  adoptStyles(shadow, buttonStyles)
  const mount = document.createElement('span')
  shadow.append(mount)
  render(<AppKitButton appKit={appKit} />, { container: mount })
  await waitFor(() => expect(shadow.querySelector('button')?.textContent).toBe('Connect Wallet'))
  expect(shadow.adoptedStyleSheets).toHaveLength(1)
  expect(buttonStyles).toContain('.airlock-button:focus-visible')
})
