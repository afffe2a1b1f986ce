import type { RegistryWallet } from '@airlock/core'
import { expect, test } from 'vitest'
import { getWalletInstallLinks, pickInstallLink } from './getWalletInstallLinks.js'

const wallet: RegistryWallet = {
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

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1'
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36'

test('one install link per store the registry names, else the website; unsafe links left out', () => {
  expect(getWalletInstallLinks(wallet)).toEqual([
    { platform: 'chrome', href: wallet.chrome_store },
    { platform: 'ios', href: wallet.app_store },
    { platform: 'android', href: wallet.play_store },
  ])
  expect(
    getWalletInstallLinks({ ...wallet, chrome_store: 'javascript:alert(1)', play_store: null }),
  ).toEqual([{ platform: 'ios', href: wallet.app_store }])
  expect(
    getWalletInstallLinks({ ...wallet, chrome_store: null, app_store: null, play_store: null }),
  ).toEqual([{ platform: 'website', href: 'https://metamask.io' }])
  expect(getWalletInstallLinks({ id: 'custom', name: 'Custom' })).toEqual([])
})

test('the install link for this device: the extension on a computer, the phone’s store on a phone', () => {
  expect(pickInstallLink(wallet, { mobile: false, userAgent: iPhone })?.href).toBe(
    wallet.chrome_store,
  )
  expect(pickInstallLink(wallet, { mobile: true, userAgent: iPhone })?.href).toBe(wallet.app_store)
  expect(pickInstallLink(wallet, { mobile: true, userAgent: android })?.href).toBe(
    wallet.play_store,
  )
  expect(pickInstallLink(wallet, { mobile: true, userAgent: 'Unknown' })?.href).toBe(
    'https://metamask.io',
  )
  expect(pickInstallLink({ ...wallet, chrome_store: null }, { mobile: false })?.href).toBe(
    'https://metamask.io',
  )
})
