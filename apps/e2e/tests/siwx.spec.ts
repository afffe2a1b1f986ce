import { devAccounts } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { findSeriousViolations } from './axe.js'
import { devWalletName, firstAccount, firstAccountShort } from './constants.js'
import { ModalPage } from './pages/ModalPage.js'
import { SignInPage } from './pages/SignInPage.js'

const secondAccount = devAccounts[1].address

test.describe('sign in with the wallet (required, verified by the local server)', () => {
  test('connect, sign, signed in; a reload keeps the session without a prompt', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    const signIn = new SignInPage(page)
    await signIn.connectOnDemo(devWalletName)
    await expect(
      signIn.dialog.getByText(/Airlock Demo wants to connect to your wallet/),
    ).toBeVisible()
    // Required: the sign view cannot be dismissed.
    await expect(signIn.dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(signIn.dialog).toBeVisible()
    expect(await findSeriousViolations(page), 'SIWXSignMessage view').toEqual([])

    await signIn.signButton.click()
    await expect(modal.dialog).toBeHidden()
    await expect(signIn.status).toHaveText('Signed in')
    await expect(signIn.signedInAccount).toHaveText(`${firstAccount} on eip155:31337`)
    const signed = (await devWallet.requests()).map((request) => request.method)
    expect(signed).toContain('personal_sign')
    // The dapp's backend can check the session on the Airlock server.
    const sessionId = await page.getByTestId('siwx-session-id').textContent()
    const check = await page.request.get(
      `http://127.0.0.1:8787/v1/sessions/${sessionId}?projectId=local-dev`,
    )
    expect(check.status()).toBe(200)
    expect(await check.json()).toMatchObject({ address: firstAccount.toLowerCase() })

    await page.reload()
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    await expect(signIn.status).toHaveText('Signed in')
    await expect(modal.dialog).toBeHidden()
    const afterReload = (await devWallet.requests()).map((request) => request.method)
    expect(afterReload).not.toContain('personal_sign')
  })

  test('cancelling while sign-in is required disconnects', async ({ page }) => {
    const modal = new ModalPage(page)
    const signIn = new SignInPage(page)
    await signIn.connectOnDemo(devWalletName)
    await signIn.cancelButton.click()
    await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')
    await expect(modal.dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('a refused signature says Signature declined, and signing again works', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    const signIn = new SignInPage(page)
    await signIn.connectOnDemo(devWalletName)
    await devWallet.rejectNextRequest({ method: 'personal_sign' })
    await signIn.signButton.click()
    await expect(page.getByText('Signature declined')).toBeVisible()
    await expect(signIn.dialog).toBeVisible()
    await signIn.signButton.click()
    await expect(modal.dialog).toBeHidden()
    await expect(signIn.status).toHaveText('Signed in')
  })

  test('switching to an account without a session asks again', async ({ page, devWallet }) => {
    const modal = new ModalPage(page)
    const signIn = new SignInPage(page)
    await signIn.connectOnDemo(devWalletName)
    await signIn.signButton.click()
    await expect(signIn.status).toHaveText('Signed in')

    await devWallet.setAccount(1)
    await signIn.expectAsked()
    await signIn.signButton.click()
    await expect(modal.dialog).toBeHidden()
    await expect(signIn.signedInAccount).toHaveText(`${secondAccount} on eip155:31337`)
  })
})
