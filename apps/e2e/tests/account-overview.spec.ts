import { bitcoinRegtest } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccount, firstAccountShort, serverUrl } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'

type Balance = { symbol: string; value: number; price: number }

/**
 * The account's total as the Account view writes it: the USD values of the balances the local
 * server lists (those with a price), summed in its order, in en-US currency format.
 */
async function expectedTotal(address: string, chainId: string): Promise<string> {
  const response = await fetch(
    `${serverUrl}/v1/account/${address}/balance?projectId=local-dev&currency=usd&chainId=${chainId}`,
  )
  if (!response.ok) throw new Error(`balance: HTTP ${response.status}`)
  const { balances } = (await response.json()) as { balances: Balance[] }
  const priced = balances.filter((balance) => balance.price > 0)
  expect(priced.length, 'the server prices some of the balances').toBeGreaterThan(0)
  const usd = priced.reduce((sum, balance) => sum + balance.value, 0)
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(usd)
}

test.describe('the Account view’s overview', () => {
  test('the first dev account’s headline is the total value of its ETH, AUSD and AIR in USD, its ETH balance below it', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    await modal.accountButton(firstAccountShort).click()
    const account = new AccountPage(page)
    await expect(account.tokenRow('AUSD')).toBeVisible()
    const total = await expectedTotal(firstAccount, 'eip155:31337')
    await expect(account.dialog.getByText(`Total value: ${total}`, { exact: true })).toBeVisible()
    await expect(account.dialog.getByText(/^Balance: [\d,.]+ ETH$/)).toBeVisible()
    await expect(account.dialog.getByText('$0.00')).toHaveCount(0)
  })

  test('a Bitcoin account has Tokens and Activity tabs and no NFTs tab; its headline is its BTC in USD', async ({
    page,
    bitcoinDevWallet,
  }) => {
    const modal = new ModalPage(page)
    const payment = bitcoinDevWallet.account.payment.address
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
    await modal.walletOption(devWalletName).click()
    await modal.accountButton(`${payment.slice(0, 4)}…${payment.slice(-6)}`).click()
    const account = new AccountPage(page)
    await expect(account.tokenRow('BTC')).toBeVisible()
    await expect(account.dialog.getByRole('tab')).toHaveText(['Tokens', 'Activity'])
    await expect(account.tab('NFTs')).toHaveCount(0)
    const total = await expectedTotal(payment, bitcoinRegtest.caipNetworkId)
    await expect(account.dialog.getByText(`Total value: ${total}`, { exact: true })).toBeVisible()
  })
})
