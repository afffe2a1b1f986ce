import type { CustomWallet, RegistryWallet } from '@airlock/core'
import { toSafeHref } from './toSafeHref.js'

/** Where a wallet can be installed: its browser extension, its phone apps, else its website. */
export type WalletPlatform = 'chrome' | 'ios' | 'android' | 'website'

export type WalletInstallLink = { platform: WalletPlatform; href: string }

/**
 * One install link per platform the wallet's registry entry names, in the order Chrome extension,
 * iOS, Android; the wallet's website when it names no store. Links that are not safe as an `href`
 * (`toSafeHref`) are left out.
 *
 * @example getWalletInstallLinks(metaMask).map((link) => link.platform) // ['chrome', 'ios', 'android']
 */
export function getWalletInstallLinks(wallet: RegistryWallet | CustomWallet): WalletInstallLink[] {
  const stores: [WalletPlatform, string | null | undefined][] =
    'app_store' in wallet
      ? [
          ['chrome', wallet.chrome_store],
          ['ios', wallet.app_store],
          ['android', wallet.play_store],
        ]
      : []
  const links = stores.flatMap(([platform, link]) => {
    const href = toSafeHref(link)
    return href ? [{ platform, href }] : []
  })
  if (links.length > 0) return links
  const website = toSafeHref(wallet.homepage)
  return website ? [{ platform: 'website', href: website }] : []
}

/**
 * The install link for the device the visitor is on: the browser extension on a computer, the
 * phone's app store on a phone (iOS or Android, from the user agent); else the wallet's website.
 */
export function pickInstallLink(
  wallet: RegistryWallet | CustomWallet,
  {
    mobile,
    userAgent = globalThis.navigator?.userAgent ?? '',
  }: { mobile: boolean; userAgent?: string | undefined },
): WalletInstallLink | undefined {
  const platform: WalletPlatform = !mobile
    ? 'chrome'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'ios'
      : /Android/.test(userAgent)
        ? 'android'
        : 'website'
  const found = getWalletInstallLinks(wallet).find((link) => link.platform === platform)
  const website = toSafeHref(wallet.homepage)
  return found ?? (website ? { platform: 'website', href: website } : undefined)
}

/** Platform names are the platforms' own in every language; the website's comes from the catalogue. */
export const platformNames: Record<Exclude<WalletPlatform, 'website'>, string> = {
  chrome: 'Chrome',
  ios: 'iOS',
  android: 'Android',
}
