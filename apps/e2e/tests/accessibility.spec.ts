import { expect, test } from '@airlock/testing/playwright'
import type { Locator } from '@playwright/test'
import { findSeriousViolations } from './axe.js'
import { devWalletName, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'

// The modal honours prefers-reduced-motion: nothing fades, so every scan reads the colours a
// visitor reads once a view has settled, never a frame taken mid-transition.
test.use({ reducedMotion: 'reduce' })

test('under reduced motion nothing in the modal animates or transitions', async ({ page }) => {
  const modal = new ModalPage(page)
  // Elements (or their ::before/::after) of the modal's shadow tree that would move or fade.
  const moving = () =>
    page.evaluate(() => {
      const root = document.querySelector('airlock-modal')?.shadowRoot
      if (!root) throw new Error('<airlock-modal> is not mounted')
      return [...root.querySelectorAll('*')].flatMap((element) =>
        [null, '::before', '::after']
          .map((pseudo) => ({ pseudo, style: getComputedStyle(element, pseudo) }))
          .filter(
            ({ style }) =>
              style.animationName !== 'none' ||
              style.transitionDuration
                .split(',')
                .some((duration) => Number.parseFloat(duration) > 0),
          )
          .map(({ pseudo }) => `${element.localName}.${element.classList.value}${pseudo ?? ''}`),
      )
    })
  await page.goto('/')
  await modal.open()
  const allWallets = modal.dialog.getByRole('button', { name: 'All Wallets' })
  await expect(allWallets).toBeVisible()
  expect(await moving()).toEqual([])
  await allWallets.click()
  await expect(modal.dialog.getByRole('searchbox')).toBeVisible()
  expect(await moving()).toEqual([])
})

test('every view of the connect flow passes axe with no serious or critical violation', async ({
  page,
  devWallet,
}) => {
  const modal = new ModalPage(page)
  // Scans a view once its own content shows, not the spinner that holds its place meanwhile.
  const scan = async (view: string, content: Locator) => {
    await expect(modal.dialog).toBeVisible()
    await expect(content).toBeVisible()
    expect(await findSeriousViolations(page), `${view} view`).toEqual([])
  }
  await page.goto('/')
  expect(await findSeriousViolations(page, 'nav[aria-label="Wallet"]'), 'header buttons').toEqual(
    [],
  )

  await modal.open()
  await scan('Connect', modal.walletOption(devWalletName))

  await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
  await scan('AllWallets', modal.dialog.getByRole('searchbox'))
  await modal.backButton.click()

  await devWallet.rejectNextRequest()
  await modal.walletOption(devWalletName).click()
  await scan('ConnectingExternal', modal.dialog.getByText('Connection declined'))
  await modal.retryButton.click()
  await expect(modal.accountButton(firstAccountShort)).toBeVisible()

  await modal.accountButton(firstAccountShort).click()
  // The Tokens tab loads on demand; scan once its balances are shown.
  await scan('Account', new AccountPage(page).tokenRow('AUSD'))

  await modal.closeButton.click()
  await page.getByRole('button', { name: 'Choose network' }).click()
  await scan('Networks', modal.dialog.getByRole('list', { name: 'Networks' }))
  await modal.closeButton.click()

  await devWallet.addChain({ id: 777777, name: 'Elsewhere', rpcUrl: 'http://127.0.0.1:8545' })
  await devWallet.switchChain(777777)
  await scan('UnsupportedChain', modal.dialog.getByRole('heading', { name: 'Switch Network' }))
})
