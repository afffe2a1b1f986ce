import { loadMessageGroups, type RegistryWallet } from '@airlock/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { act } from 'react'
import { expect, test } from 'vitest'
import { createTestAppKit, testConnectors } from '../test/createTestAppKit.js'
import { RegistryWalletRow } from './RegistryWalletRow.js'
import { WalletRow } from './WalletRow.js'

const metaMask: RegistryWallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: 'metamask',
  imageUrl: 'http://127.0.0.1:9/images/metamask',
  rdns: 'io.metamask',
  chains: ['eip155:1'],
  homepage: 'https://metamask.io',
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: 'https://chromewebstore.google.com/detail/metamask',
  badge_type: 'certified',
}

test('without WalletConnect, a wallet that is not installed shows where to get it', async () => {
  const { appKit } = await createTestAppKit()
  // Rendered on its own, outside the dialog that would load its texts.
  await loadMessageGroups(appKit, { groups: ['modal'] })
  render(
    <ul>
      <RegistryWalletRow appKit={appKit} wallet={metaMask} />
    </ul>,
  )
  const row = screen.getByRole('button', { name: 'MetaMask' })
  expect(row.getAttribute('aria-expanded')).toBe('false')
  fireEvent.click(row)
  expect(row.getAttribute('aria-expanded')).toBe('true')
  expect(screen.getByText('MetaMask is not installed in this browser.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Get MetaMask' }).getAttribute('href')).toBe(
    metaMask.chrome_store,
  )
  expect(appKit.state.router.view).toBe('Connect')
})

test('with WalletConnect, choosing it opens a pairing for that wallet', async () => {
  const { appKit, wallet } = await createTestAppKit()
  await loadMessageGroups(appKit, { groups: ['modal'] })
  act(() =>
    wallet.emit({
      type: 'connectors',
      connectors: [
        ...testConnectors,
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ],
    }),
  )
  render(
    <ul>
      <RegistryWalletRow appKit={appKit} wallet={metaMask} />
    </ul>,
  )
  const row = screen.getByRole('button', { name: 'MetaMask' })
  expect(row.hasAttribute('aria-expanded')).toBe(false)
  fireEvent.click(row)
  expect(appKit.state.router.view).toBe('ConnectingWalletConnect')
  expect(appKit.state.router.data.walletId).toBe(metaMask.id)
})

test('F16: a wallet link with a javascript:, data: or other script scheme never reaches an href', async () => {
  const { appKit } = await createTestAppKit()
  await loadMessageGroups(appKit, { groups: ['modal'] })
  const hostile: RegistryWallet = {
    ...metaMask,
    id: 'hostile',
    name: 'Hostile',
    webapp_link: 'javascript:alert(document.domain)',
    desktop_link: 'JavaScript://%0aalert(1)',
    chrome_store: 'data:text/html,<script>alert(1)</script>',
    homepage: 'https://hostile.example',
    app_store: 'vbscript:msgbox(1)',
  }
  const custom = {
    id: 'custom',
    name: 'Custom',
    webapp_link: ' javascript:alert(1)',
    homepage: 'https://custom.example',
  }
  const onlyScript = { id: 'only-script', name: 'Only Script', webapp_link: 'javascript:alert(1)' }
  const { container } = render(
    <ul>
      <RegistryWalletRow appKit={appKit} wallet={hostile} />
      <WalletRow appKit={appKit} item={{ kind: 'wallet', section: 'custom', wallet: custom }} />
      <WalletRow appKit={appKit} item={{ kind: 'wallet', section: 'custom', wallet: onlyScript }} />
    </ul>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Hostile' }))
  // No way to open it is offered; getting it leads to its https homepage.
  expect(screen.getByText('Hostile is not installed in this browser.')).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Open Hostile' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Get Hostile' }).getAttribute('href')).toBe(
    'https://hostile.example',
  )
  expect(screen.getByRole('link', { name: 'Custom' }).getAttribute('href')).toBe(
    'https://custom.example',
  )
  expect(screen.queryByText('Only Script')).toBeNull()
  const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))
  expect(hrefs).toEqual(['https://hostile.example', 'https://custom.example'])
})
