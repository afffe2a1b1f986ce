import { fileURLToPath } from 'node:url'
import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccountShort } from '../tests/constants.js'

const outDir = fileURLToPath(new URL('../../../packages/ui/docs/screenshots/', import.meta.url))

// The Connect button's text in each language (packages/core/src/i18n/locales).
const languages = [
  { lang: 'en', connectWallet: 'Connect Wallet' },
  { lang: 'ar', connectWallet: 'ربط المحفظة' },
  { lang: 'ja', connectWallet: 'ウォレットを接続' },
]

test.use({ reducedMotion: 'reduce', viewport: { width: 900, height: 760 } })

for (const { lang, connectWallet } of languages) {
  test(`the Connect and Account views in ${lang}`, async ({ page, devWallet: _devWallet }) => {
    await page.goto(`/?lang=${lang}`)
    const header = page.getByRole('navigation', { name: 'Wallet' })
    await header.getByRole('button', { name: connectWallet }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: devWalletName })).toBeVisible()
    // Logos are in once every image of the view has loaded.
    await expect(async () => {
      expect(
        await dialog
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      ).toBe(true)
    }).toPass()
    await dialog.screenshot({ path: `${outDir}connect-${lang}.png`, animations: 'disabled' })

    await dialog.getByRole('button', { name: devWalletName }).click()
    await header.getByRole('button', { name: new RegExp(firstAccountShort) }).click()
    await expect(dialog.getByRole('tab').first()).toBeVisible()
    await expect(dialog.getByRole('listitem').first()).toBeVisible()
    await dialog.screenshot({ path: `${outDir}account-${lang}.png`, animations: 'disabled' })
  })
}
