import { randomUUID } from 'node:crypto'
import { chromiumLaunchOptions, expect, test } from '@airlock/testing/playwright'
import { nextMail } from './inbox.js'
import { ModalPage } from './pages/ModalPage.js'

// The dapp on `localhost` and the wallet frame on `wallet.localhost`: two sites, so the frame's
// storage is third-party storage.
const dappUrl = 'http://localhost:5173/?account=eoa'

// Chromium without storage partitioning (Playwright's own default switches, not the suite's)
// denies a cross-site frame its storage: localStorage throws and indexedDB.open fails, as where
// a visitor blocks third-party site data.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: chromiumLaunchOptions.args.filter((arg) => !arg.startsWith('--disable-features=')),
  },
})

test.describe('a wallet frame whose storage the browser blocks', () => {
  test('email login shows the storage message, and the dapp gets FrameStorageUnavailableError', async ({
    page,
  }) => {
    const email = `visitor-${randomUUID()}@example.com`
    const modal = new ModalPage(page)
    await page.goto(dappUrl)
    await modal.open()
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(modal.dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
    const { code } = await nextMail(email, 0)
    await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(code as string)

    // The visitor reads why, in the modal, where the code was.
    await expect(modal.dialog.getByRole('alert')).toHaveText(
      'Your browser blocks the storage this wallet needs. Allow cookies and site data for this site, or use another browser.',
    )
    // The dapp got the typed error (the demo lists the error events it receives).
    await expect(page.getByRole('list', { name: 'Recent events' })).toContainText(
      'FRAME_STORAGE_ERROR: FrameStorageUnavailableError (FRAME_STORAGE_UNAVAILABLE)',
    )
    await expect(page.getByTestId('airlock-address')).toHaveText('—')
  })
})
