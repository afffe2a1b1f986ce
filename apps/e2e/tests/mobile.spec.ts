import { expect, test } from '@airlock/testing/playwright'
import type { Locator } from '@playwright/test'
import { devWalletName, firstAccountShort } from './constants.js'
import { ModalPage } from './pages/ModalPage.js'

// A phone: 390 × 844 CSS pixels, touch input, a mobile viewport.
const phone = { width: 390, height: 844 }
test.use({ viewport: phone, hasTouch: true, isMobile: true })

/** Roles a visitor can tap; every one visible in `dialog` must be at least 44 × 44 CSS px. */
const tappableRoles = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'tab',
  'combobox',
  'checkbox',
] as const

async function findSmallTargets(dialog: Locator): Promise<string[]> {
  const small: string[] = []
  for (const role of tappableRoles) {
    for (const control of await dialog.getByRole(role).all()) {
      if (!(await control.isVisible())) continue
      const box = await control.boundingBox()
      if (!box || (box.width >= 44 && box.height >= 44)) continue
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? ''
      small.push(`${role} "${name.trim()}": ${Math.round(box.width)} × ${Math.round(box.height)}`)
    }
  }
  return small
}

/** The dialog is a bottom sheet: full width, its bottom edge on the screen's. */
async function expectBottomSheet(dialog: Locator): Promise<void> {
  await expect(async () => {
    const box = await dialog.boundingBox()
    if (!box) throw new Error('the dialog has no box')
    expect(Math.round(box.x)).toBe(0)
    expect(Math.round(box.width)).toBe(phone.width)
    expect(Math.round(box.y + box.height)).toBe(phone.height)
  }).toPass()
}

test('on a phone the modal is a bottom sheet with 44 px touch targets, and connecting works', async ({
  page,
  devWallet: _devWallet,
}) => {
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.connectButton.tap()
  await expect(modal.walletOption(devWalletName)).toBeVisible()
  await expectBottomSheet(modal.dialog)
  expect(await findSmallTargets(modal.dialog), 'Connect view').toEqual([])

  // All Wallets does not focus its search box on a touch screen: no keyboard over the list.
  await modal.dialog.getByRole('button', { name: 'All Wallets' }).tap()
  const search = modal.dialog.getByRole('searchbox', { name: 'Search wallets' })
  await expect(search).toBeVisible()
  await expect(modal.dialog).toBeFocused()
  await expect(search).not.toBeFocused()
  await modal.dialog.getByRole('button', { name: 'Back', exact: true }).tap()

  await modal.walletOption(devWalletName).tap()
  const account = modal.accountButton(firstAccountShort)
  await expect(account).toBeVisible()
  await expect(modal.dialog).toBeHidden()
  await account.tap()
  await expect(modal.dialog.getByRole('tab', { name: 'Tokens' })).toBeVisible()
  await expectBottomSheet(modal.dialog)
  expect(await findSmallTargets(modal.dialog), 'Account view').toEqual([])
})
