import { devnetEns } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { devWalletName, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'

// The stack's primary anvil chain carries ENS: dev account 0 is alice.eth (its avatar on the
// devnet's assets server), account 1 is bob.eth. Runs share the chain, so balances are read
// before and after.
const chain = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const alice = devnetEns.names.alice
const bob = devnetEns.names.bob.address as Address

test('the first dev account shows alice.eth and its avatar in the button and the Account view; 0.01 ETH sent to bob.eth lands at its address', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.connectWith(devWalletName)
  // The button names the account, its address kept in the accessible name.
  const button = modal.accountButton(firstAccountShort)
  await expect(button).toContainText(alice.name)
  await expect(button.locator('img')).toHaveAttribute('src', alice.avatar)
  await expect(button.locator('img')).toHaveJSProperty('complete', true)
  expect(
    await button.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0)

  await button.click()
  const account = new AccountPage(page)
  await expect(account.dialog.getByText(alice.name, { exact: true })).toBeVisible()
  await expect(account.dialog.getByText(firstAccountShort)).toBeVisible()
  await expect(account.dialog.locator('img.avatar')).toHaveAttribute('src', alice.avatar)
  await expect(account.dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)

  await account.fillSend({ symbol: 'ETH', amount: '0.01', receiver: 'bob.eth' })
  // The name stays typed; the address it resolves to shows before sending.
  await expect(account.receiverInput).toHaveValue('bob.eth')
  await expect(account.dialog.getByText(bob, { exact: true })).toBeVisible()
  await expect(account.reviewButton).toBeEnabled()
  const before = await chain.getBalance({ address: bob })
  await account.reviewButton.click()
  await expect(
    account.dialog.getByText(`bob.eth (${bob.slice(0, 4)}…${bob.slice(-6)})`),
  ).toBeVisible()
  await account.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(account.toast('Transaction started')).toBeVisible()
  await expect.poll(() => chain.getBalance({ address: bob })).toBe(before + parseEther('0.01'))
})
