import { expect, test } from '@airlock/testing/playwright'
import { findSeriousViolations } from './axe.js'
import { devWalletName, firstAccountShort } from './constants.js'

// Arabic texts of the catalogue (packages/core/src/i18n/locales/ar/).
const ar = { connectWallet: 'ربط المحفظة', close: 'إغلاق' }

test.describe('the modal in other languages', () => {
  test.use({ reducedMotion: 'reduce' })

  test('in Arabic the Connect view reads right to left, passes axe, and connects', async ({
    page,
    devWallet: _devWallet,
  }) => {
    await page.goto('/?lang=ar')
    const header = page.getByRole('navigation', { name: 'Wallet' })
    // The catalogue loads on its own; the header button shows it once it is in.
    await header.getByRole('button', { name: ar.connectWallet }).click()
    const dialog = page.getByRole('dialog', { name: ar.connectWallet })
    await expect(dialog).toBeVisible()
    const host = page.locator('airlock-modal')
    await expect(host).toHaveAttribute('dir', 'rtl')
    await expect(host).toHaveAttribute('lang', 'ar')
    await expect(dialog.getByRole('button', { name: devWalletName })).toBeVisible()

    // Mirrored: the close button sits at the left end of the header, where right to left ends.
    const close = await dialog.getByRole('button', { name: ar.close }).boundingBox()
    const box = await dialog.boundingBox()
    if (!close || !box) throw new Error('the dialog or its close button has no box')
    expect(close.x + close.width / 2).toBeLessThan(box.x + box.width / 2)

    expect(await findSeriousViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: devWalletName }).click()
    await expect(header.getByRole('button', { name: new RegExp(firstAccountShort) })).toBeVisible()
  })

  test.describe('with a Japanese browser and no language option', () => {
    test.use({ locale: 'ja-JP' })

    test('follows the browser’s preference, left to right', async ({ page }) => {
      await page.goto('/')
      await page
        .getByRole('navigation', { name: 'Wallet' })
        .getByRole('button', { name: 'ウォレットを接続' })
        .click()
      await expect(page.getByRole('dialog', { name: 'ウォレットを接続' })).toBeVisible()
      await expect(page.locator('airlock-modal')).toHaveAttribute('dir', 'ltr')
      await expect(page.locator('airlock-modal')).toHaveAttribute('lang', 'ja')
    })
  })
})
