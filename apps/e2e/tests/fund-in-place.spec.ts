import { devAccounts, devnetTokens } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { findSeriousViolations } from './axe.js'
import { devWalletName } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'

// The stack's primary anvil chain; e2e runs share its state, so amounts are read before and after.
const chain = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const ausd = devnetTokens.usd.address as Address
const readAusd = (owner: Address) =>
  chain.readContract({ address: ausd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

test.describe('fund a send in place', () => {
  // Account 3 sends and buys only here; it ends with no AUSD, so a run on the same chain first
  // gives it 1 AUSD from the first account (a token at zero is not in the account's list).
  const sender = devAccounts[3]
  const owner = sender.address as Address
  const receiver = devAccounts[1].address as Address
  test.use({ devWalletConfig: { accounts: [sender.privateKey] } })

  test('Send of more than the balance offers Buy with the missing amount preset; after the sandbox purchase, Send continues and lands on chain', async ({
    page,
    devWallet,
  }) => {
    expect(devWallet).toBeDefined()
    if ((await readAusd(owner)) < 1_000_000n) {
      const hash = await createWalletClient({
        account: privateKeyToAccount(devAccounts[0].privateKey as `0x${string}`),
        transport: http('http://127.0.0.1:8545'),
      }).writeContract({
        chain: null,
        address: ausd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [owner, 1_000_000n],
      })
      await chain.waitForTransactionReceipt({ hash })
    }
    // 12.5 AUSD more than the account holds.
    const amount = (await readAusd(owner)) + 12_500_000n
    const receiverBefore = await readAusd(receiver)

    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    const button = modal.accountButton(`${owner.slice(0, 4)}…${owner.slice(-6)}`)
    await expect(button).toBeVisible()
    await button.click()
    const account = new AccountPage(page)
    await expect(account.tab('Tokens')).toBeVisible()
    const { dialog } = account

    await account.fillSend({ symbol: 'AUSD', amount: formatUnits(amount, 6), receiver })
    const offer = dialog.getByRole('group', { name: 'You need 12.5 AUSD more' })
    await expect(offer).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Insufficient AUSD' })).toBeDisabled()
    await expect(offer.getByRole('button', { name: 'Swap' })).toBeVisible()
    expect(await findSeriousViolations(page), 'Send with its funding offer').toEqual([])

    // Buy: the token sent, the missing amount's worth preset (AUSD is worth $1).
    await offer.getByRole('button', { name: 'Buy' }).click()
    await expect(dialog.getByRole('heading', { name: 'Buy', exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Token: AUSD' })).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.5')
    await expect(dialog.getByRole('definition').first()).toHaveText('12.5 AUSD')

    const opened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Continue with Airlock Sandbox' }).click()
    const checkout = await opened
    await expect(checkout.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('12.50')
    await checkout.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await expect(checkout.getByRole('heading', { name: 'Payment complete' })).toBeVisible()
    await checkout.close()

    // Back on Send as it was left; the new balance covers the amount.
    await expect(account.toast('Bought 12.5 AUSD')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Send', exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Token: AUSD' })).toBeVisible()
    await expect(account.amountInput).toHaveValue(formatUnits(amount, 6))
    await expect(account.receiverInput).toHaveValue(receiver)
    await expect(offer).toHaveCount(0)
    await expect(account.reviewButton).toBeEnabled()
    await account.confirmSend()
    await expect(account.toast('Transaction started')).toBeVisible()
    await expect.poll(() => readAusd(receiver)).toBe(receiverBefore + amount)
    expect(await readAusd(owner)).toBe(0n)
  })
})
