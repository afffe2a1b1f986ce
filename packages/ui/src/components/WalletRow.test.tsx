import { openModal, type RegistryWallet } from '@airlock/core'
import { render, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'
import { WalletRow } from './WalletRow.js'

const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
})

const rainbow: RegistryWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  image_id: 'rainbow',
  rdns: 'me.rainbow',
  chains: ['eip155:1'],
  homepage: 'https://rainbow.me',
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: 'none',
  imageUrl: 'https://api.example/getWalletImage/rainbow',
}

test('a registry wallet used lately carries the "Recent" badge as its description; the others none', async () => {
  const { appKit } = await createTestAppKit()
  // The modal loads the texts' catalogue.
  unmounts.push(mountModal(appKit))
  openModal(appKit)
  await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })
  const view = render(
    <ul>
      <WalletRow
        appKit={appKit}
        item={{ kind: 'registry', section: 'recent', wallet: rainbow, recent: true }}
      />
      <WalletRow
        appKit={appKit}
        item={{
          kind: 'registry',
          section: 'recommended',
          wallet: { ...rainbow, id: 'zerion', name: 'Zerion' },
        }}
      />
    </ul>,
  )
  unmounts.push(view.unmount)
  const recent = within(view.container).getByRole('button', { name: 'Rainbow' })
  const described = recent.getAttribute('aria-describedby')
  expect(described && view.container.querySelector(`[id="${described}"]`)?.textContent).toBe(
    'Recent',
  )
  const other = within(view.container).getByRole('button', { name: 'Zerion' })
  expect(other.hasAttribute('aria-describedby')).toBe(false)
})
