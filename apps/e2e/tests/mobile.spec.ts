import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccountShort } from './constants.js'
import { ModalPage } from './pages/ModalPage.js'

// A phone: 390 × 844 CSS pixels, touch input, a mobile viewport.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('on a phone the modal opens by touch, fits the screen, and the connect flow works', async ({
  page,
  devWallet: _devWallet,
}) => {
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.connectButton.tap()
  await expect(modal.dialog).toBeVisible()
  const box = await modal.dialog.boundingBox()
  if (!box) throw new Error('the dialog has no box')
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)

  await modal.walletOption(devWalletName).tap()
  await expect(modal.accountButton(firstAccountShort)).toBeVisible()
  await expect(modal.dialog).toBeHidden()
})
