import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccount, firstAccountShort } from './constants.js'
import { ModalPage } from './pages/ModalPage.js'

// The demo configures wagmi and Solana together; Airlock Dev Wallet announces itself on both
// (EIP-6963 and the Wallet Standard), so the modal lists it once.
test.describe('Solana next to EVM', () => {
  test('connects the Solana dev wallet on its own; EVM stays disconnected', async ({
    page,
    solanaDevWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    await expect(modal.dialog).toBeVisible()
    await expect(modal.walletOption(devWalletName)).toHaveCount(1)
    await modal.walletOption(devWalletName).click()
    await expect(page.getByTestId('airlock-solana-address')).toHaveText(solanaDevWallet.address)
    await expect(page.getByTestId('wagmi-address')).toHaveText('—')
    // The header shows the Solana account and its SOL balance.
    const short = `${solanaDevWallet.address.slice(0, 4)}…${solanaDevWallet.address.slice(-6)}`
    await expect(modal.accountButton(short)).toContainText(/\d[\d,.]* SOL/)
  })

  test('connects EVM and Solana together, a reload restores both, and one namespace disconnects alone', async ({
    page,
    solanaDevWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('airlock-solana-address')).toHaveText(solanaDevWallet.address)
    // EVM led, so it stays the active namespace.
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()

    await page.reload()
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('airlock-solana-address')).toHaveText(solanaDevWallet.address)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    expect((await solanaDevWallet.requests()).map((request) => request.feature)).toEqual([])

    // The Account view lists the Solana account; choosing it makes Solana active.
    await modal.accountButton(firstAccountShort).click()
    const solanaRow = modal.dialog.getByRole('button', { name: /Switch to Solana Local account/ })
    await expect(solanaRow).toBeVisible()
    await solanaRow.click()
    await expect(page.getByTestId('airlock-network')).toHaveText('Solana Local')
    await expect(page.getByTestId('airlock-address')).toHaveText(solanaDevWallet.address)
    await modal.closeButton.click()

    await page.getByRole('button', { name: 'Disconnect Solana only' }).click()
    await expect(page.getByTestId('airlock-solana-address')).toHaveText('—')
    await expect(page.getByTestId('wagmi-address')).toHaveText(firstAccount)
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
  })
})
