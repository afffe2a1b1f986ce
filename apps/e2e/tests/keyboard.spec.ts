import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccountShort } from './constants.js'
import { ModalPage } from './pages/ModalPage.js'

test('the whole flow works by keyboard alone', async ({ page }) => {
  const modal = new ModalPage(page)
  await page.goto('/')

  // Reach the header's Connect Wallet button with Tab and open the modal with Enter.
  await modal.connectButton.focus()
  await expect(modal.connectButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(modal.dialog).toBeVisible()

  // Focus moved into the dialog; Tab stays inside it.
  await expect
    .poll(() =>
      modal.dialog.evaluate((dialog) =>
        dialog.contains(
          dialog.getRootNode() instanceof ShadowRoot
            ? (dialog.getRootNode() as ShadowRoot).activeElement
            : document.activeElement,
        ),
      ),
    )
    .toBe(true)
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab')
    const inside = await modal.dialog.evaluate((dialog) => {
      const root = dialog.getRootNode() as ShadowRoot | Document
      return dialog.contains(root.activeElement)
    })
    expect(inside).toBe(true)
  }

  // Escape closes and focus returns to the opener.
  await page.keyboard.press('Escape')
  await expect(modal.dialog).toBeHidden()
  await expect(modal.connectButton).toBeFocused()

  // Open again, Tab to the wallet and choose it with Enter.
  await page.keyboard.press('Enter')
  await expect(modal.dialog).toBeVisible()
  const wallet = modal.walletOption(devWalletName)
  for (
    let step = 0;
    step < 15 &&
    !(await wallet.evaluate(
      (element) => element === (element.getRootNode() as ShadowRoot).activeElement,
    ));
    step++
  ) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  const account = modal.accountButton(firstAccountShort)
  await expect(account).toBeVisible()

  // Open the account with the keyboard and disconnect.
  await account.focus()
  await page.keyboard.press('Enter')
  await expect(modal.dialog).toBeVisible()
  const disconnect = modal.disconnectButton
  for (
    let step = 0;
    step < 15 &&
    !(await disconnect.evaluate(
      (element) => element === (element.getRootNode() as ShadowRoot).activeElement,
    ));
    step++
  ) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(modal.connectButton).toBeVisible()
})
