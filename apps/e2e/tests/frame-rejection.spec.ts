import { randomUUID } from 'node:crypto'
import { expect, test } from '@airlock/testing/playwright'
import { WalletFramePage } from './pages/WalletFramePage.js'
import { addPasskeyAuthenticator } from './passkey.js'

/**
 * The visitor's Reject in the embedded wallet reaches the dapp as a rejection it can act on:
 * EIP-1193's 4001, as viem's (wagmi's) UserRejectedRequestError, under ethers 6's ACTION_REJECTED,
 * and with Airlock's UserRejectedRequestError as the cause through ethers 5.
 */
const cases = [
  { adapter: 'wagmi', rejection: 'UserRejectedRequestError 4001' },
  { adapter: 'ethers5', rejection: 'UserRejectedRequestError 4001' },
  { adapter: 'ethers', rejection: 'ACTION_REJECTED 4001' },
] as const

for (const { adapter, rejection } of cases) {
  test(`?adapter=${adapter}: Reject on a personal_sign and on a transaction gives the dapp ${rejection}`, async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const wallet = new WalletFramePage(page)
    await wallet.logInNewVisitor(
      `reject-${randomUUID()}@example.com`,
      `http://localhost:5173/?adapter=${adapter}&account=eoa`,
    )

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signing = wallet.approval('Sign message')
    await signing.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByTestId('sign-error')).toHaveText(rejection)
    await expect(signing).toBeHidden()

    await page.getByRole('button', { name: 'Send transaction' }).click()
    const sending = wallet.approval('Send transaction')
    await sending.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByTestId('transaction-error')).toHaveText(rejection)
    await expect(page.getByTestId('transaction')).toHaveText('—')
  })
}
