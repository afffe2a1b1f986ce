import { type AppKit, openModal, type RegistryWallet } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { getDeepActiveElement } from '../focus/getDeepActiveElement.js'
import { mountModal } from '../mount/mountModal.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

const store = {
  app: (id: string) => `https://apps.apple.com/app/id${id}`,
  play: (id: string) => `https://play.google.com/store/apps/details?id=${id}`,
  chrome: (id: string) => `https://chromewebstore.google.com/detail/${id}`,
}

/** A registry wallet as the server's catalogue lists it; store pages only where given. */
function registryWallet(
  id: string,
  name: string,
  links: Partial<Pick<RegistryWallet, 'app_store' | 'play_store' | 'chrome_store'>>,
): RegistryWallet {
  return {
    id,
    name,
    image_id: id,
    imageUrl: `http://127.0.0.1:9/getWalletImage/${id}`,
    rdns: null,
    chains: ['eip155:1'],
    homepage: `https://${id}.example`,
    mobile_link: `${id}://`,
    desktop_link: null,
    webapp_link: null,
    app_store: links.app_store ?? null,
    play_store: links.play_store ?? null,
    chrome_store: links.chrome_store ?? null,
    badge_type: 'none',
  }
}

const registryWallets = [
  registryWallet('metamask', 'MetaMask', {
    app_store: store.app('1438144202'),
    play_store: store.play('io.metamask'),
    chrome_store: store.chrome('nkbihfbeogaeaoehlefnkodbefgpgknn'),
  }),
  registryWallet('trust', 'Trust Wallet', {
    app_store: store.app('1288339409'),
    play_store: store.play('com.wallet.crypto.trustapp'),
  }),
  registryWallet('rainbow', 'Rainbow', { app_store: store.app('1457119021') }),
  registryWallet('zerion', 'Zerion', {}),
]

/** The registry's answer already in state, as the Connect view's fetch leaves it. */
function withRegistry(appKit: AppKit): void {
  appKit.state.wallets.featuredStatus = 'ready'
  appKit.state.wallets.recommended = registryWallets
  appKit.state.wallets.recommendedStatus = 'ready'
}

async function openConnect(options: Parameters<typeof createTestAppKit>[0] = {}) {
  const { appKit } = await createTestAppKit(options)
  withRegistry(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  const dialog = await view.findByRole('dialog', { name: 'Connect Wallet' })
  await within(dialog).findByRole('list', { name: 'Connect Wallet' })
  return { appKit, view, dialog }
}

test('Connect shows "What is a wallet?" in its header and "Get started" under the wallets, both opening WhatIsAWallet', async () => {
  const { appKit, view, dialog } = await openConnect()
  const help = within(dialog).getByRole('button', { name: 'What is a wallet?' })
  const getStarted = within(dialog).getByRole('button', { name: 'Get started' })
  expect(within(dialog).getByText("Haven't got a wallet?")).toBeTruthy()
  // "Get started" follows the list of wallets.
  const list = within(dialog).getByRole('list', { name: 'Connect Wallet' })
  expect(list.compareDocumentPosition(getStarted) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

  fireEvent.click(help)
  const guide = await view.findByRole('dialog', { name: 'What is a wallet?' })
  expect(appKit.state.router.view).toBe('WhatIsAWallet')
  expect(
    await within(guide).findByRole('heading', { name: 'One login for every app' }),
  ).toBeTruthy()
  expect(
    within(guide).getByRole('heading', { name: 'A home for your digital assets' }),
  ).toBeTruthy()
  expect(within(guide).getByRole('heading', { name: 'Your way into onchain apps' })).toBeTruthy()
  expect(within(guide).getByRole('button', { name: 'Get a wallet' })).toBeTruthy()

  fireEvent.click(within(guide).getByRole('button', { name: 'Back' }))
  fireEvent.click(
    await within(await view.findByRole('dialog', { name: 'Connect Wallet' })).findByRole('button', {
      name: 'Get started',
    }),
  )
  await view.findByRole('dialog', { name: 'What is a wallet?' })
  expect(appKit.state.router.history).toEqual(['Connect', 'WhatIsAWallet'])
})

test('"Get a wallet" lists the registry wallets with their logo and one install link per platform, each in a new tab', async () => {
  const { appKit, view, dialog } = await openConnect()
  fireEvent.click(within(dialog).getByRole('button', { name: 'What is a wallet?' }))
  const guide = await view.findByRole('dialog', { name: 'What is a wallet?' })
  fireEvent.click(within(guide).getByRole('button', { name: 'Get a wallet' }))
  const getWallet = await view.findByRole('dialog', { name: 'Get a wallet' })
  expect(appKit.state.router.view).toBe('GetWallet')
  const list = await within(getWallet).findByRole('list', { name: 'Get a wallet' })
  const rows = within(list).getAllByRole('listitem')
  expect(rows).toHaveLength(4)
  expect(rows.map((row) => within(row).getByRole('img').getAttribute('alt'))).toEqual([
    'MetaMask',
    'Trust Wallet',
    'Rainbow',
    'Zerion',
  ])
  expect(within(rows[0]!).getByRole('img').getAttribute('src')).toBe(registryWallets[0]!.imageUrl)
  const links = (row: HTMLElement) =>
    within(row)
      .getAllByRole('link')
      .map((link) => ({
        name: link.getAttribute('aria-label'),
        text: link.textContent,
        href: link.getAttribute('href'),
      }))
  expect(links(rows[0]!)).toEqual([
    {
      name: 'Install MetaMask on Chrome',
      text: 'Chrome',
      href: store.chrome('nkbihfbeogaeaoehlefnkodbefgpgknn'),
    },
    { name: 'Install MetaMask on iOS', text: 'iOS', href: store.app('1438144202') },
    { name: 'Install MetaMask on Android', text: 'Android', href: store.play('io.metamask') },
  ])
  expect(links(rows[2]!)).toEqual([
    { name: 'Install Rainbow on iOS', text: 'iOS', href: store.app('1457119021') },
  ])
  // No store page: the wallet's own site.
  expect(links(rows[3]!)).toEqual([
    { name: 'Zerion website', text: 'Website', href: 'https://zerion.example' },
  ])
  for (const link of within(list).getAllByRole('link')) {
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
  }
})

test('enableWalletGuide: false leaves both ways into the guide out of the Connect view', async () => {
  const { dialog } = await openConnect({ enableWalletGuide: false })
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
  expect(within(dialog).queryByRole('button', { name: 'What is a wallet?' })).toBeNull()
  expect(within(dialog).queryByRole('button', { name: 'Get started' })).toBeNull()
  expect(within(dialog).queryByText(/got a wallet/)).toBeNull()
})

test('the guide is reachable with the keyboard: Tab reaches both entries, and each guide view focuses its first control', async () => {
  const { view, dialog } = await openConnect()
  const { shadow } = getModal()
  const tabUntil = async (name: string) => {
    for (let step = 0; step < 30; step += 1) {
      fireEvent.keyDown(document, { key: 'Tab' })
      const active = getDeepActiveElement(shadow)
      if (active?.getAttribute('aria-label') === name || active?.textContent === name) return active
    }
    throw new Error(`Tab never reached "${name}"`)
  }
  expect(await tabUntil('What is a wallet?')).toBe(
    within(dialog).getByRole('button', { name: 'What is a wallet?' }),
  )
  expect(await tabUntil('Get started')).toBe(
    within(dialog).getByRole('button', { name: 'Get started' }),
  )
  fireEvent.click(getDeepActiveElement(shadow) as HTMLElement)
  const guide = await view.findByRole('dialog', { name: 'What is a wallet?' })
  const getAWallet = await within(guide).findByRole('button', { name: 'Get a wallet' })
  await waitFor(() => expect(getDeepActiveElement(shadow)).toBe(getAWallet))
  fireEvent.click(getAWallet)
  const getWallet = await view.findByRole('dialog', { name: 'Get a wallet' })
  const first = await within(getWallet).findByRole('link', { name: 'Install MetaMask on Chrome' })
  await waitFor(() => expect(getDeepActiveElement(shadow)).toBe(first))
})
