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
import { SwapPage } from './pages/SwapPage.js'
import { payInCheckout } from './sandboxCheckout.js'

// The stack's primary anvil chain; e2e runs share its state, so amounts are read before and after.
const chain = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const ausd = devnetTokens.usd.address as Address
const readAusd = (owner: Address) =>
  chain.readContract({ address: ausd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

test.describe('fund a send or a swap in place', () => {
  // Account 3 sends and buys only here; it ends with no AUSD, so a run on the same chain first
  // gives it 1 AUSD from the first account (a token at zero is not in the account's list).
  const sender = devAccounts[3]
  const owner = sender.address as Address
  const receiver = devAccounts[1].address as Address
  test.use({ devWalletConfig: { accounts: [sender.privateKey] } })

  /** At least 1 AUSD for the account (a token at zero is not in its list), from the first one. */
  const holdSomeAusd = async () => {
    if ((await readAusd(owner)) >= 1_000_000n) return
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

  /** The demo, connected with the dev wallet, on the Account view. */
  const openAccount = async (page: import('@playwright/test').Page) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    const button = modal.accountButton(`${owner.slice(0, 4)}…${owner.slice(-6)}`)
    await expect(button).toBeVisible()
    await button.click()
    const account = new AccountPage(page)
    await expect(account.tab('Tokens')).toBeVisible()
    return account
  }

  /**
   * Swap from AUSD to AIR on the Account view, paying 12.5 AUSD more than the account holds: the
   * form with its offer ("You need 12.5 AUSD more") showing.
   */
  const openSwapShortOfAusd = async (page: import('@playwright/test').Page) => {
    await holdSomeAusd()
    const amount = (await readAusd(owner)) + 12_500_000n
    const account = await openAccount(page)
    const swap = new SwapPage(page)
    await swap.open()
    await swap.pick('from', 'AUSD')
    await swap.pick('to', 'AIR')
    await swap.amountInput.fill(formatUnits(amount, 6))
    const offer = swap.dialog.getByRole('group', { name: 'You need 12.5 AUSD more' })
    await expect(offer).toBeVisible()
    return { account, swap, amount, offer }
  }

  test('Send of more than the balance offers Buy with the missing amount preset; after the sandbox purchase, Send continues and lands on chain', async ({
    page,
    devWallet,
  }) => {
    expect(devWallet).toBeDefined()
    await holdSomeAusd()
    // 12.5 AUSD more than the account holds.
    const amount = (await readAusd(owner)) + 12_500_000n
    const receiverBefore = await readAusd(receiver)

    const account = await openAccount(page)
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
    await payInCheckout(await opened, '12.50')

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
  test('Swap paying more than the balance offers Buy with the missing amount preset; after the sandbox purchase, Swap is back as it was, the new balance in', async ({
    page,
    devWallet,
  }) => {
    expect(devWallet).toBeDefined()
    const { account, swap, amount, offer } = await openSwapShortOfAusd(page)
    const { dialog } = account
    await expect(dialog.getByRole('button', { name: 'Insufficient AUSD' })).toBeDisabled()

    await offer.getByRole('button', { name: 'Buy' }).click()
    await expect(dialog.getByRole('heading', { name: 'Buy', exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Token: AUSD' })).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.5')
    const opened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Continue with Airlock Sandbox' }).click()
    await payInCheckout(await opened, '12.50')

    // Back on Swap as it was left; the new balance covers the amount, and the quote follows.
    await expect(account.toast('Bought 12.5 AUSD')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'You pay: AUSD', exact: true })).toBeVisible()
    await expect(swap.amountInput).toHaveValue(formatUnits(amount, 6))
    const held = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(
      Number(formatUnits(amount, 6)),
    )
    await expect(dialog.getByText(`${held} AUSD available`)).toBeVisible()
    await expect(offer).toHaveCount(0)
    await expect(swap.reviewButton).toBeEnabled()
  })

  test('Swap paying more than the balance offers to pay with ETH instead; the form then pays its worth in ETH, quoted, ready to review', async ({
    page,
    devWallet,
  }) => {
    expect(devWallet).toBeDefined()
    const { swap, offer } = await openSwapShortOfAusd(page)
    const { dialog } = swap

    await offer.getByRole('button', { name: 'Pay with ETH' }).click()
    await expect(dialog.getByRole('button', { name: 'You pay: ETH', exact: true })).toBeVisible()
    await expect(
      dialog.getByRole('button', { name: 'You receive: AIR', exact: true }),
    ).toBeVisible()
    await expect(swap.amountInput).toHaveValue(/^0\.\d{1,6}$/)
    await expect(offer).toHaveCount(0)
    await expect(swap.receivedInput).not.toHaveValue('')
    await expect(swap.reviewButton).toBeEnabled()
  })
})
