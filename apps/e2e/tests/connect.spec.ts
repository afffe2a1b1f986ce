import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccount, firstAccountShort } from './constants.js'
import { ModalPage } from './pages/ModalPage.js'

test.describe('connecting a browser wallet', () => {
  test('connects with the dev wallet, stays connected on reload, and disconnects', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)

    // The header button now shows the balance and the shortened address.
    const account = modal.accountButton(firstAccountShort)
    await expect(account).toBeVisible()
    await expect(account).toContainText(/\d[\d,.]* ETH/)
    await expect(modal.dialog).toBeHidden()
    await expect(page.getByTestId('airlock-address')).toHaveText(firstAccount)
    // wagmi's own hooks see the same connection.
    await expect(page.getByTestId('wagmi-address')).toHaveText(firstAccount)

    // A reload restores the connection with no prompt.
    await page.reload()
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    const afterReload = (await devWallet.requests()).map((request) => request.method)
    expect(afterReload).not.toContain('eth_requestAccounts')

    // Disconnect from the Account view.
    await modal.accountButton(firstAccountShort).click()
    await expect(modal.dialog).toBeVisible()
    await modal.disconnectButton.click()
    await expect(modal.connectButton).toBeVisible()
    await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')
  })

  test('a rejected connection shows a clear message and retry works', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await devWallet.rejectNextRequest()
    await modal.connectWith(devWalletName)
    await expect(modal.dialog.getByText('Connection declined')).toBeVisible()
    await modal.retryButton.click()
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
  })
})

test.describe('networks', () => {
  test('switching in the Networks view moves the wallet and the UI', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()

    await page.getByRole('button', { name: 'Choose network' }).click()
    // The demo's networks, grouped by ecosystem.
    const networks = modal.dialog.getByRole('list', { name: 'Networks' })
    const group = (name: string) => networks.getByRole('list', { name, exact: true })
    await expect(group('EVM').getByRole('button')).toHaveText([
      'Airlock Local',
      'Airlock Local 2',
      'Ethereum',
      'Base',
    ])
    await expect(group('Solana').getByRole('button')).toHaveText(['Solana Local', 'Solana Devnet'])
    await expect(group('Bitcoin').getByRole('button')).toHaveText(['Bitcoin Regtest'])
    // Each with a logo, as the browser fetched it: a logo draws paths, a monogram ("ET", "0F")
    // writes text.
    const images = await networks.locator('img').evaluateAll((elements) =>
      Promise.all(
        (elements as HTMLImageElement[]).map(async (image) => ({
          network: image.closest('button')?.textContent ?? '',
          svg: await (await fetch(image.src)).text(),
        })),
      ),
    )
    expect(images).toHaveLength(7)
    expect(images.filter(({ svg }) => !svg.startsWith('<svg') || svg.includes('<text'))).toEqual([])
    await modal.networkOption('Airlock Local 2').click()
    await expect(page.getByTestId('airlock-network')).toHaveText('Airlock Local 2')
    await expect(page.getByTestId('wagmi-chain')).toHaveText('31338')
    await expect.poll(async () => (await devWallet.getState()).chainId).toBe(31338)
  })

  test('a network chosen before connecting is the one the wallet connects on', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')

    // The visitor looks at the networks first, with no wallet connected, and picks the second.
    await page.getByRole('button', { name: 'Choose network' }).click()
    await expect(modal.networkOption('Airlock Local')).toBeVisible()
    await modal.networkOption('Airlock Local 2').click()
    await expect(page.getByTestId('airlock-network')).toHaveText('Airlock Local 2')
    await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')
    expect((await devWallet.requests()).map((request) => request.method)).not.toContain(
      'eth_requestAccounts',
    )
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()

    // Connecting then asks the wallet for that network.
    await modal.connectWith(devWalletName)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()
    await expect.poll(async () => (await devWallet.getState()).chainId).toBe(31338)
    await expect(page.getByTestId('wagmi-chain')).toHaveText('31338')
    await expect(page.getByTestId('airlock-network')).toHaveText('Airlock Local 2')
  })

  test('a wallet on a chain the app does not configure gets the UnsupportedChain view', async ({
    page,
    devWallet,
  }) => {
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    await expect(modal.accountButton(firstAccountShort)).toBeVisible()

    await devWallet.addChain({ id: 777777, name: 'Elsewhere', rpcUrl: 'http://127.0.0.1:8545' })
    await devWallet.switchChain(777777)
    await expect(modal.dialog).toBeVisible()
    await expect(modal.dialog.getByRole('heading', { name: 'Switch Network' })).toBeVisible()
    await modal.networkOption('Airlock Local').click()
    await expect(modal.dialog).toBeHidden()
    await expect.poll(async () => (await devWallet.getState()).chainId).toBe(31337)
  })
})
