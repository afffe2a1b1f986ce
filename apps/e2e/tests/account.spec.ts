import { devAccounts, devnetCollection, devnetTokens } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { type Address, createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { findSeriousViolations } from './axe.js'
import { devWalletName, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { NamePage } from './pages/NamePage.js'
import { SwapPage } from './pages/SwapPage.js'

// The stack's primary anvil chain; e2e runs share its state, so amounts are read before and after.
const chain = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const sender = devAccounts[0].address as Address
const receiver = devAccounts[1].address as Address
// As the modal shortens an address (spec §5): the first 4 and the last 6 characters.
const receiverShort = `${receiver.slice(0, 4)}…${receiver.slice(-6)}`
const ausd = devnetTokens.usd.address as Address

const readAusd = (owner: Address) =>
  chain.readContract({ address: ausd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const readEth = (owner: Address) => chain.getBalance({ address: owner })

/** How the Tokens tab shows an amount: 2 decimals, floored, trailing zeros dropped, en-US digits. */
function shown(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  const cut = fraction.slice(0, 2).replace(/0+$/, '')
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
    (cut ? `${whole}.${cut}` : `${whole}`) as `${number}`,
  )
}

const currentMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
  new Date(),
)

async function openAccount(page: import('@playwright/test').Page): Promise<AccountPage> {
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.connectWith(devWalletName)
  const button = modal.accountButton(firstAccountShort)
  await expect(button).toBeVisible()
  await expect(modal.dialog).toBeHidden()
  await button.click()
  const account = new AccountPage(page)
  await expect(account.tab('Tokens')).toHaveAttribute('aria-selected', 'true')
  return account
}

test.describe('account tabs, send and receive', () => {
  test('the first dev account sees its ETH, both tokens and its Lanterns', async ({ page }) => {
    const account = await openAccount(page)
    await expect(account.tokenRow('ETH')).toContainText(`${shown(await readEth(sender), 18)} ETH`)
    await expect(account.tokenRow('AUSD')).toContainText(
      `${shown(await readAusd(sender), devnetTokens.usd.decimals)} AUSD`,
    )
    const air = await chain.readContract({
      address: devnetTokens.token.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [sender],
    })
    await expect(account.tokenRow('AIR')).toContainText(`${shown(air, 18)} AIR`)
    expect(await findSeriousViolations(page), 'Tokens tab').toEqual([])

    // Arrow keys move along the tablist; the NFTs panel lists the seeded Lanterns.
    await account.tab('Tokens').focus()
    await page.keyboard.press('ArrowRight')
    await expect(account.tab('NFTs')).toBeFocused()
    await expect(account.tab('NFTs')).toHaveAttribute('aria-selected', 'true')
    const lanterns = account.panel.getByRole('button', { name: new RegExp(devnetCollection.name) })
    await expect(lanterns).toHaveCount(devnetCollection.mintedToFirstAccount)
    expect(await findSeriousViolations(page), 'NFTs tab').toEqual([])
    await lanterns.first().click()
    await expect(account.dialog.getByRole('heading', { name: 'NFT', exact: true })).toBeVisible()
    await expect(account.dialog.getByText(devnetCollection.name).first()).toBeVisible()
  })

  test('sends 1.5 AUSD: toast, the receiver gets exactly 1.5, Activity shows it this month', async ({
    page,
  }) => {
    const before = await readAusd(receiver)
    const account = await openAccount(page)
    await account.fillSend({ symbol: 'AUSD', amount: '1.5', receiver })
    await expect(account.reviewButton).toBeEnabled()
    await account.reviewSend()
    // The node's simulation of the transfer (eth_simulateV1 on anvil): the AUSD that leaves, its
    // worth and where it goes.
    await expect(account.simulation).toContainText(`−1.5 AUSD ($1.50, ${receiverShort})`)
    await account.dialog.getByRole('button', { name: 'Send', exact: true }).click()

    await expect(account.toast('Transaction started')).toBeVisible()
    // The modal is back on Account with nothing to go back to.
    await expect(account.tab('Tokens')).toBeVisible()
    await expect(account.dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await expect.poll(() => readAusd(receiver)).toBe(before + 1_500_000n)

    // The indexer follows the chain; reopening the tab fetches the history again.
    await expect(async () => {
      await account.tab('Tokens').click()
      await account.tab('Activity').click()
      await expect(account.activityGroup(currentMonth).getByRole('listitem').first()).toContainText(
        '1.5 AUSD',
        { timeout: 1_000 },
      )
    }).toPass({ timeout: 20_000 })
  })

  test('sends native ETH likewise', async ({ page }) => {
    const before = await readEth(receiver)
    const account = await openAccount(page)
    await account.fillSend({ symbol: 'ETH', amount: '0.25', receiver })
    await expect(account.dialog.getByText(/Network fee: \$\d/)).toBeVisible()
    await account.reviewSend()
    await expect(account.simulation).toContainText('−0.25 ETH (')
    await expect(account.simulation).toContainText(`, ${receiverShort})`)
    await account.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(account.toast('Transaction started')).toBeVisible()
    await expect.poll(() => readEth(receiver)).toBe(before + 250_000_000_000_000_000n)
  })

  test('Send shows no error before the first edit; an amount above the balance disables the button with "Insufficient ETH"', async ({
    page,
  }) => {
    const account = await openAccount(page)
    await account.sendButton.click()
    await expect(account.dialog.getByRole('heading', { name: 'Send', exact: true })).toBeVisible()
    await account.chooseToken('ETH')
    // The token picker: nothing serious for axe; Escape goes back to the form, onto the token.
    await account.tokenButton.click()
    await expect(account.dialog.getByRole('searchbox', { name: 'Search tokens' })).toBeFocused()
    expect(await findSeriousViolations(page), 'Send token picker').toEqual([])
    await page.keyboard.press('Escape')
    await expect(account.dialog.getByRole('button', { name: 'Token: ETH' })).toBeFocused()
    // Untouched: the button says what is missing; no field is marked wrong.
    await expect(account.dialog.getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
    await expect(account.amountInput).toHaveAttribute('aria-invalid', 'false')
    await expect(account.receiverInput).toHaveAttribute('aria-invalid', 'false')
    await expect(account.dialog.getByText('Amount is above your balance')).toHaveCount(0)

    const balance = await readEth(sender)
    await account.amountInput.fill(formatUnits(balance + 10n ** 18n, 18))
    await account.receiverInput.fill(receiver)
    await expect(account.dialog.getByRole('button', { name: 'Insufficient ETH' })).toBeDisabled()
    await expect(account.dialog.getByText('Amount is above your balance')).toBeVisible()
    await expect(account.amountInput).toHaveAttribute('aria-invalid', 'true')
    expect(await findSeriousViolations(page), 'Send view').toEqual([])
    // An amount within the balance brings Review back.
    await account.amountInput.fill('0.5')
    await expect(account.reviewButton).toBeEnabled()
    await expect(account.amountInput).toHaveAttribute('aria-invalid', 'false')
  })

  test('a refused signature shows Something went wrong and moves nothing', async ({
    page,
    devWallet,
  }) => {
    const senderBefore = await readAusd(sender)
    const receiverBefore = await readAusd(receiver)
    const account = await openAccount(page)
    await account.fillSend({ symbol: 'AUSD', amount: '2', receiver })
    await expect(account.reviewButton).toBeEnabled()
    await devWallet.rejectNextRequest()
    await account.confirmSend()
    await expect(account.toast('Something went wrong')).toBeVisible()
    await expect(account.tab('Tokens')).toBeVisible()
    expect(await readAusd(sender)).toBe(senderBefore)
    expect(await readAusd(receiver)).toBe(receiverBefore)
  })

  test('Receive shows the address as a QR code and text, with the networks', async ({ page }) => {
    const account = await openAccount(page)
    await account.receiveButton.click()
    await expect(account.dialog.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
    await expect(account.dialog.getByText(devAccounts[0].address)).toBeVisible()
    await expect(
      account.dialog
        .getByRole('list', { name: 'Networks you can receive on' })
        .getByRole('listitem'),
    ).not.toHaveCount(0)
    expect(await findSeriousViolations(page), 'Receive view').toEqual([])
  })
})

test.describe('swap on the local Uniswap V2 pools', () => {
  // Account 4 has never let the router move its AUSD: the approval step comes first.
  const swapper = devAccounts[4]
  const owner = swapper.address as Address
  test.use({ devWalletConfig: { accounts: [swapper.privateKey] } })
  const readAir = (address: Address) =>
    chain.readContract({
      address: devnetTokens.token.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })

  test('10 AUSD → AIR with the approval: the balances shown and on chain move by the quote, within 1%', async ({
    page,
    devWallet,
  }) => {
    // Asking for the fixture puts the wallet configured above in the page.
    expect(devWallet).toBeDefined()
    const [ausdBefore, airBefore] = await Promise.all([readAusd(owner), readAir(owner)])
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    const button = modal.accountButton(`${owner.slice(0, 4)}…${owner.slice(-6)}`)
    await expect(button).toBeVisible()
    await button.click()
    const account = new AccountPage(page)
    await expect(account.tokenRow('AIR')).toContainText(`${shown(airBefore, 18)} AIR`)

    const swap = new SwapPage(page)
    await swap.open()
    await swap.pick('from', 'AUSD')
    await swap.pick('to', 'AIR')
    await swap.amountInput.fill('10')
    await expect(swap.receivedInput).not.toHaveValue('')
    await expect(swap.reviewButton).toBeEnabled()
    // Shown with 6 decimals, floored, English grouping.
    const receivedText = await swap.receivedInput.inputValue()
    const quoted = parseUnits(receivedText.replaceAll(',', ''), 18)
    await swap.reviewButton.click()
    await expect(swap.dialog.getByRole('heading', { name: 'Review swap' })).toBeVisible()
    await expect(
      swap.dialog.getByText('The swap contract needs your approval to move 10 AUSD.'),
    ).toBeVisible()
    // The approval and the swap simulated in one block, as they will be sent: the AUSD leaves and
    // the AIR the quote shows enters.
    const simulated = swap.dialog.getByRole('list', { name: 'Simulated on the network' })
    await expect(simulated).toContainText('−10 AUSD')
    await expect(simulated).toContainText(`+${receivedText} AIR`)
    await swap.dialog.getByRole('button', { name: 'Approve and swap' }).click()

    await expect(account.toast('Swapped 10 AUSD')).toBeVisible()
    await expect(account.tab('Tokens')).toBeVisible()
    await expect.poll(() => readAusd(owner)).toBe(ausdBefore - 10_000_000n)
    const received = (await readAir(owner)) - airBefore
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(received).toBeLessThan(quoted + 10n ** 12n)
    await expect(account.tokenRow('AUSD')).toContainText(
      `${shown(ausdBefore - 10_000_000n, devnetTokens.usd.decimals)} AUSD`,
    )
    await expect(account.tokenRow('AIR')).toContainText(`${shown(airBefore + received, 18)} AIR`)
  })
})

test.describe('buy through the sandbox on-ramp', () => {
  // Account 8 buys only here, so its AUSD moves by the purchase alone.
  const buyer = devAccounts[8]
  const owner = buyer.address as Address
  test.use({ devWalletConfig: { accounts: [buyer.privateKey] } })

  test('buys 50 AUSD with a test card: the tokens arrive on chain, Activity shows the purchase', async ({
    page,
    devWallet,
  }) => {
    expect(devWallet).toBeDefined()
    const before = await readAusd(owner)
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    const button = modal.accountButton(`${owner.slice(0, 4)}…${owner.slice(-6)}`)
    await expect(button).toBeVisible()
    await button.click()
    const account = new AccountPage(page)
    await expect(account.tab('Tokens')).toBeVisible()

    const dialog = account.dialog
    await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
    await expect(dialog.getByRole('heading', { name: 'Buy', exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Token: AUSD' })).toBeVisible()
    const payWith = dialog.getByRole('combobox', { name: 'Pay with' })
    await expect(payWith).toHaveValue('USD')
    await expect(payWith.locator('option:checked')).toHaveText('USD · US Dollar')
    await expect(dialog.getByRole('radio', { name: /Airlock Sandbox/ })).toBeChecked()
    const quote = dialog.getByRole('definition')
    // Amounts in the payment currency are written by Intl: the euro's sign, then the dollar's.
    await payWith.selectOption('EUR')
    await dialog.getByRole('button', { name: '€50', exact: true }).click()
    await expect(quote.nth(1)).toHaveText('€0.00')
    await expect(quote.last()).toHaveText('€50.50')
    await payWith.selectOption('USD')
    await dialog.getByRole('button', { name: '$50', exact: true }).click()
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('50')
    await expect(quote.first()).toHaveText('50 AUSD')
    await expect(quote.last()).toHaveText('$50.50')

    const opened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Continue with Airlock Sandbox' }).click()
    const checkout = await opened
    await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    await expect(
      dialog.getByText('Finish the purchase in the Airlock Sandbox window'),
    ).toBeVisible()
    await expect(checkout.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('50.00')
    await checkout.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await expect(checkout.getByRole('heading', { name: 'Payment complete' })).toBeVisible()
    await checkout.close()

    await expect(account.toast('Bought 50 AUSD')).toBeVisible()
    expect(await readAusd(owner)).toBe(before + 50_000_000n)
    await expect(account.tokenRow('AUSD')).toContainText(
      `${shown(before + 50_000_000n, devnetTokens.usd.decimals)} AUSD`,
    )
    await account.tab('Activity').click()
    const latest = account.activityGroup(currentMonth).getByRole('listitem').first()
    await expect(latest).toContainText('Bought')
    await expect(latest).toContainText('50 AUSD')
  })
})

test.describe('names', () => {
  // Account 6 holds no name on a fresh stack; the first account pays.
  const alice = devAccounts[6].address as Address
  const aliceShort = `${alice.slice(0, 4)}…${alice.slice(-6)}`

  test('registers alice-test.reown.id, the account shows it, and 1 AUSD sent to the name arrives', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await devWallet.setAccount(6)
    await modal.connectWith(devWalletName)
    await modal.accountButton(aliceShort).click()
    const account = new AccountPage(page)
    await expect(account.tab('Tokens')).toBeVisible()

    const names = new NamePage(page)
    await names.open()
    await names.nameInput.fill('ali')
    await expect(names.dialog.getByText('Name must be at least 4 characters')).toBeVisible()
    await expect(names.registerButton).toBeDisabled()
    // The server suggests free names like the one typed.
    await names.nameInput.fill('alice-test')
    await expect(
      names.suggestions.getByRole('button', { name: 'alice-test-1.reown.id' }),
    ).toBeVisible()
    expect(await findSeriousViolations(page), 'RegisterAccountName').toEqual([])
    await names.registerButton.click()
    await expect(
      names.dialog.getByText('alice-test.reown.id is now your account name'),
    ).toBeVisible()
    await names.doneButton.click()
    await expect(account.dialog.getByText('alice-test.reown.id', { exact: true })).toBeVisible()
    await expect(account.dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)

    // The first account sends 1 AUSD to the name.
    const before = await readAusd(alice)
    await devWallet.setAccount(0)
    await expect(account.dialog.getByText(firstAccountShort)).toBeVisible()
    await account.fillSend({ symbol: 'AUSD', amount: '1', receiver: 'alice-test.reown.id' })
    await expect(account.reviewButton).toBeEnabled()
    await account.confirmSend()
    await expect(account.toast('Transaction started')).toBeVisible()
    await expect.poll(() => readAusd(alice)).toBe(before + 1_000_000n)
  })
})
