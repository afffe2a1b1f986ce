import { randomUUID } from 'node:crypto'
import { expect, test } from '@airlock/testing/playwright'
import type { Locator } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { ModalPage } from './pages/ModalPage.js'
import { WalletFramePage } from './pages/WalletFramePage.js'
import { addPasskeyAuthenticator } from './passkey.js'

const dappUrl = 'http://localhost:5173/?account=eoa'
const signedMessage = 'Hello from the Airlock demo'
/** How long the visitor reads the card before approving. */
const readingTime = 10_000
/**
 * The first request goes out at once after the login, while the embedded wallet's other accounts
 * still land (the race this guards); the second shows a later request lives as long.
 */
const rounds = 2

/**
 * The visitor reads the approval card for `ms`: the card stays, Approve enabled, until then.
 * The time passing is what is under test, so it is real time.
 */
async function readCard(approve: Locator, ms: number) {
  const until = Date.now() + ms
  await expect(async () => {
    await expect(approve).toBeEnabled({ timeout: 0 })
    expect(Date.now()).toBeGreaterThanOrEqual(until)
  }).toPass({ timeout: ms + 5_000, intervals: [500] })
}

test.describe('a request in the embedded wallet lives as long as the visitor needs', () => {
  test('after an email login, Approve clicked 10 s after the card shows signs, twice in a row', async ({
    page,
  }) => {
    test.setTimeout(rounds * (readingTime + 8_000) + 30_000)
    await addPasskeyAuthenticator(page)
    const wallet = new WalletFramePage(page)
    const modal = new ModalPage(page)
    const address = await wallet.logInNewVisitor(`visitor-${randomUUID()}@example.com`, dappUrl)
    const signature = page.getByTestId('signature')

    for (let round = 1; round <= rounds; round += 1) {
      // At once after the login, as a visitor who came to sign does.
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect(signature, `round ${round}: the request is pending`).toHaveText('—')
      const approval = wallet.approval('Sign message')
      await expect(approval.getByText(signedMessage)).toBeVisible()
      const approve = approval.getByRole('button', { name: 'Approve' })
      await readCard(approve, readingTime)
      await expect(
        modal.dialog.getByRole('heading', { name: 'Approve in your wallet' }),
      ).toBeVisible()
      await approve.click()
      await expect(signature, `round ${round}: signed`).toHaveText(/^0x[0-9a-f]{130}$/)
      expect(
        await verifyMessage({
          address,
          message: signedMessage,
          signature: (await signature.textContent()) as Hex,
        }),
      ).toBe(true)
      await expect(modal.dialog).toBeHidden()
    }
  })
})
