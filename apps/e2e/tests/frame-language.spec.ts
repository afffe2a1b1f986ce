import { randomUUID } from 'node:crypto'
import { expect, test } from '@airlock/testing/playwright'
import { type Address, type Hex, verifyMessage } from 'viem'
import { ModalPage } from './pages/ModalPage.js'
import { frameOrigin, WalletFramePage } from './pages/WalletFramePage.js'
import { addPasskeyAuthenticator } from './passkey.js'

// Arabic texts of the modal's catalogue (packages/core/src/i18n/locales/ar/) and of the frame's
// (packages/frame/src/messages/locales/ar.ts).
const modalAr = {
  connectWallet: 'ربط المحفظة',
  email: 'البريد الإلكتروني',
  continue: 'متابعة',
  otp: 'رمز لمرة واحدة',
}
const frameAr = {
  secureWallet: 'أمّن محفظتك',
  createPasskey: 'إنشاء مفتاح مرور',
  signMessage: 'توقيع رسالة',
  message: 'الرسالة',
  approve: 'موافقة',
  reject: 'رفض',
}
const signedMessage = 'Hello from the Airlock demo'

test('the wallet frame speaks the modal language: in ?lang=ar its approval is in Arabic and right to left', async ({
  page,
}) => {
  await addPasskeyAuthenticator(page)
  const wallet = new WalletFramePage(page)
  const modal = new ModalPage(page)
  const email = `visitor-${randomUUID()}@example.com`

  // An email login in Arabic: the modal's texts, then the frame's own card for the new wallet.
  await page.goto('/?account=eoa&lang=ar')
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: modalAr.connectWallet })
    .click()
  await modal.dialog.getByRole('textbox', { name: modalAr.email }).fill(email)
  await modal.dialog.getByRole('button', { name: modalAr.continue, exact: true }).click()
  const code = await wallet.nextCode(email, 0)
  await modal.dialog.getByRole('textbox', { name: modalAr.otp }).fill(code)
  await expect(wallet.frame.getByRole('dialog', { name: frameAr.secureWallet })).toBeVisible()
  await wallet.frame.getByRole('button', { name: frameAr.createPasskey }).click()
  await expect(modal.dialog).toBeHidden()
  const address = page.getByTestId('airlock-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)

  // A personal_sign: its card in the frame is in Arabic, and the frame reads right to left.
  await page.getByRole('button', { name: 'Sign message' }).click()
  const approval = wallet.approval(frameAr.signMessage)
  await expect(approval).toBeVisible()
  await expect(approval.getByRole('heading', { name: frameAr.signMessage })).toBeVisible()
  await expect(approval.getByText(frameAr.message, { exact: true })).toBeVisible()
  await expect(approval.getByText(signedMessage)).toBeVisible()
  await expect(approval.getByRole('button', { name: frameAr.reject })).toBeVisible()
  await expect(wallet.frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(wallet.frame.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(approval.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  // Right to left on screen: Approve, the card's last action, sits left of Reject.
  const approve = approval.getByRole('button', { name: frameAr.approve })
  await expect(approve).toBeEnabled()
  const approveBox = await approve.boundingBox()
  const rejectBox = await approval.getByRole('button', { name: frameAr.reject }).boundingBox()
  if (!approveBox || !rejectBox) throw new Error('the approval buttons have no box')
  expect(approveBox.x).toBeLessThan(rejectBox.x)

  // The Arabic Approve signs as the English one does.
  await approve.click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(
    await verifyMessage({
      address: (await address.textContent()) as Address,
      message: signedMessage,
      signature: (await signature.textContent()) as Hex,
    }),
  ).toBe(true)
})

test("a frame language file that does not load shows the frame's failure with Try again, which loads it: then the card is in Arabic", async ({
  page,
}) => {
  await addPasskeyAuthenticator(page)
  const wallet = new WalletFramePage(page)
  const modal = new ModalPage(page)
  const email = `visitor-${randomUUID()}@example.com`
  // The frame's Arabic texts (its own chunk, ar-<hash>.js) do not load.
  const arabicTexts = `${frameOrigin}/assets/ar-*.js`
  await page.route(arabicTexts, (route) => route.abort())

  await page.goto('/?account=eoa&lang=ar')
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: modalAr.connectWallet })
    .click()
  await modal.dialog.getByRole('textbox', { name: modalAr.email }).fill(email)
  await modal.dialog.getByRole('button', { name: modalAr.continue, exact: true }).click()
  const code = await wallet.nextCode(email, 0)
  await modal.dialog.getByRole('textbox', { name: modalAr.otp }).fill(code)

  // No English card in its place: the frame says it failed.
  const failure = wallet.frame.getByRole('dialog', { name: 'Something went wrong' })
  await expect(failure.getByRole('alert')).not.toBeEmpty()
  await expect(wallet.frame.getByRole('dialog', { name: 'Secure your wallet' })).toHaveCount(0)

  await page.unroute(arabicTexts)
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(wallet.frame.getByRole('dialog', { name: frameAr.secureWallet })).toBeVisible()
  await expect(wallet.frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await wallet.frame.getByRole('button', { name: frameAr.createPasskey }).click()
  await expect(page.getByTestId('airlock-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
})
