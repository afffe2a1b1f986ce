import { expect, test } from '@airlock/testing/playwright'
import { findSeriousViolations } from './axe.js'
import { devWalletName, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'

test('every view of the connect flow passes axe with no serious or critical violation', async ({
  page,
  devWallet,
}) => {
  const modal = new ModalPage(page)
  const scan = async (view: string) => {
    await expect(modal.dialog).toBeVisible()
    expect(await findSeriousViolations(page), `${view} view`).toEqual([])
  }
  await page.goto('/')
  expect(await findSeriousViolations(page, 'nav[aria-label="Wallet"]'), 'header buttons').toEqual(
    [],
  )

  await modal.open()
  await scan('Connect')

  await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
  await expect(modal.dialog.getByRole('searchbox')).toBeVisible()
  await scan('AllWallets')
  await modal.backButton.click()

  await devWallet.rejectNextRequest()
  await modal.walletOption(devWalletName).click()
  await expect(modal.dialog.getByText('Connection declined')).toBeVisible()
  await scan('ConnectingExternal')
  await modal.retryButton.click()
  await expect(modal.accountButton(firstAccountShort)).toBeVisible()

  await modal.accountButton(firstAccountShort).click()
  // The Tokens tab loads on demand; scan once its balances are shown.
  await expect(new AccountPage(page).tokenRow('AUSD')).toBeVisible()
  await scan('Account')

  await modal.closeButton.click()
  await page.getByRole('button', { name: 'Choose network' }).click()
  await scan('Networks')
  await modal.closeButton.click()

  await devWallet.addChain({ id: 777777, name: 'Elsewhere', rpcUrl: 'http://127.0.0.1:8545' })
  await devWallet.switchChain(777777)
  await expect(modal.dialog.getByRole('heading', { name: 'Switch Network' })).toBeVisible()
  await scan('UnsupportedChain')
})
