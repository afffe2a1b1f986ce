import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'

test.describe('the account tabs before the data API answers', () => {
  test('with the balances held back, the Tokens tab shows placeholder rows and never "No tokens yet"; the tokens replace them', async ({
    page,
  }) => {
    // The data API's balance answers wait until the test lets them through.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/v1/account/*/balance?**', async (route) => {
      await released
      await route.continue()
    })

    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    const button = modal.accountButton(firstAccountShort)
    await expect(button).toBeVisible()
    await button.click()
    const account = new AccountPage(page)
    await expect(account.tab('Tokens')).toHaveAttribute('aria-selected', 'true')

    const placeholders = account.dialog.getByRole('status').filter({ hasText: 'Loading…' })
    await expect(placeholders).toBeVisible()
    await expect(placeholders).toHaveAttribute('aria-busy', 'true')
    await expect(account.dialog.getByText('No tokens yet')).toHaveCount(0)

    release()
    await expect(account.tokenRow('ETH')).toBeVisible()
    await expect(account.tokenRow('AUSD')).toBeVisible()
    await expect(placeholders).toHaveCount(0)
    await expect(account.dialog.getByText('No tokens yet')).toHaveCount(0)
  })
})
