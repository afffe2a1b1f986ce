import { expect, test } from '@airlock/testing/playwright'
import { devWalletName } from './constants.js'
import { AllWalletsPage } from './pages/AllWalletsPage.js'
import { ModalPage } from './pages/ModalPage.js'

test.describe('the wallet registry in AllWallets', () => {
  test('lists the registry with images and loads more on scroll', async ({ page, devWallet }) => {
    void devWallet
    const modal = new ModalPage(page)
    const allWallets = new AllWalletsPage(page)
    await page.goto('/')
    await modal.open()
    // The Connect view's entry carries the registry's count.
    await expect(modal.dialog.getByRole('button', { name: 'All Wallets' })).toContainText(/\d+/)
    await allWallets.openFromConnect()

    await expect(allWallets.wallet('MetaMask')).toBeVisible()
    await expect(allWallets.list.getByRole('img', { name: 'MetaMask' })).toBeVisible()
    await expect(allWallets.wallet('Rabby Wallet')).toBeVisible()
    // Bundled wallets the icon set knows show their logos (paths), not generated initials (text).
    for (const name of ['MetaMask', 'Trust Wallet', 'Rabby Wallet']) {
      const svg = await allWallets.list
        .getByRole('img', { name })
        .evaluate(async (image: HTMLImageElement) => (await fetch(image.src)).text())
      expect(svg, name).toContain('<path')
      expect(svg, name).not.toContain('<text')
    }
    // The installed dev wallet first, then the first page of 40.
    await expect(allWallets.rows).toHaveCount(41)
    // Images past the first 20 wait until they scroll near.
    await expect(allWallets.list.locator('img[loading="lazy"]').first()).toBeAttached()

    await allWallets.scrollToEnd()
    await expect(async () => {
      expect(await allWallets.rows.count()).toBeGreaterThan(41)
    }).toPass()
  })

  test('search narrows the list; an unknown name shows "No wallets found"', async ({
    page,
    devWallet,
  }) => {
    void devWallet
    const allWallets = new AllWalletsPage(page)
    await allWallets.openOnDemo()
    await expect(allWallets.wallet('MetaMask')).toBeVisible()

    await allWallets.searchFor('rab')
    await expect(allWallets.wallet('Rabby Wallet')).toBeVisible()
    await expect(allWallets.rows).toHaveCount(1)

    await allWallets.searchFor('no wallet has this name')
    await expect(allWallets.dialog.getByText('No wallets found')).toBeVisible()

    await allWallets.searchFor('')
    await expect(allWallets.wallet('MetaMask')).toBeVisible()
    await expect(allWallets.wallet(devWalletName)).toBeVisible()
  })

  test.describe('an installed wallet that the registry lists', () => {
    test.use({ devWalletConfig: { name: 'Rabby Wallet', rdns: 'io.rabby' } })

    test('shows once, as the installed wallet', async ({ page, devWallet }) => {
      void devWallet
      const allWallets = new AllWalletsPage(page)
      await allWallets.openOnDemo()
      await expect(allWallets.wallet('MetaMask')).toBeVisible()
      const rabby = allWallets.list.getByRole('button', { name: /Rabby Wallet/ })
      await expect(rabby).toHaveCount(1)
      await expect(rabby).toHaveAccessibleDescription('Installed')

      await allWallets.searchFor('rab')
      await expect(allWallets.list).toHaveAttribute('aria-busy', 'false')
      await expect(rabby).toHaveCount(1)
    })
  })
})
