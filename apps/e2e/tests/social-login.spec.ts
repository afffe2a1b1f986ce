import { createFarcasterTestClient } from '@airlock/testing/farcaster'
import { expect, test } from '@airlock/testing/playwright'
import { ModalPage } from './pages/ModalPage.js'
import { addPasskeyAuthenticator } from './passkey.js'

// Social login on the local stack: the dapp on `localhost`, the wallet frame on
// `wallet.localhost`, and a real OpenID provider on 127.0.0.1:8790 registered as Google. The
// popup runs the real redirect flow: frame origin → provider login page → the server's callback.
// Farcaster: the server is its own auth relay on the frame origin, the dev ID registry is on chain
// 31337, and the Farcaster test client plays the visitor's phone.
const dappUrl = 'http://localhost:5173/'

test.describe('social login', () => {
  test('"Continue with Google" logs in at the provider in a popup, connects the embedded wallet, and the Account view shows the user name', async ({
    page,
  }) => {
    // A popup, a provider login and a new wallet behind a passkey: more than one page's work.
    test.setTimeout(60_000)
    await addPasskeyAuthenticator(page)
    const login = `visitor${Date.now()}`
    const modal = new ModalPage(page)
    await page.goto(dappUrl)
    await modal.open()
    // The socials in the configured order: the first wide, the next as icons.
    await expect(modal.dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: 'Continue with X' })).toBeVisible()
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await expect(modal.dialog.getByText('Connect in the provider window')).toBeVisible()
    // The provider's own login page (oidc-provider), reached through the frame origin's redirect.
    await popup.getByPlaceholder('Enter any login').fill(login)
    await popup.getByPlaceholder('and password').fill('any password')
    // The popup closes itself once the server has the provider's answer, which can be before this
    // test's next line runs: wait for the close from before the click (Playwright's close event
    // fires once, and waiting for it on a page already closed never ends).
    const popupClosed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Sign-in' }).click()
    await popupClosed

    const frame = page.frameLocator('#w3m-iframe')
    await expect(frame.getByRole('dialog', { name: 'Secure your wallet' })).toBeVisible()
    await frame.getByRole('button', { name: 'Create a passkey' }).click()
    await expect(modal.dialog).toBeHidden()
    const address = page.getByTestId('airlock-address')
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    await expect(page.getByTestId('wagmi-address')).toHaveText((await address.textContent()) ?? '')
    // Google's user name is the account's email, stored as the social username (spec §4).
    const name = `${login}@example.com`
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME')))
      .toBe(name)
    const connected = (await address.textContent()) ?? ''
    await modal.accountButton(`${connected.slice(0, 4)}…${connected.slice(-6)}`).click()
    await expect(modal.dialog.getByText(name, { exact: true })).toBeVisible()
  })

  test('closing the provider window shows "Something went wrong"', async ({ page }) => {
    const modal = new ModalPage(page)
    await page.goto(dappUrl)
    await modal.open()
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await popup.getByPlaceholder('Enter any login').waitFor()
    await popup.close()
    await expect(modal.dialog.getByRole('alert')).toHaveText('Something went wrong')
    await expect(modal.dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
  })

  test('"Continue with Farcaster" shows the channel QR code; the phone signs in, the embedded wallet connects and the Account view shows the Farcaster name', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await addPasskeyAuthenticator(page)
    const userName = `caster${Date.now()}`
    const phone = createFarcasterTestClient({
      relayUrl: 'http://127.0.0.1:8788',
      relayAuthKey: 'local-farcaster-relay-key',
      rpcUrl: 'http://127.0.0.1:8545',
      username: userName,
    })
    const modal = new ModalPage(page)
    await page.goto(dappUrl)
    await modal.open()
    await modal.dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    await expect(modal.dialog.getByRole('img', { name: 'Farcaster' })).toBeVisible()
    await expect(modal.dialog.getByText('Scan this QR code with your phone')).toBeVisible()
    // The deep link is the channel URL the QR code holds: the phone reads its channel token.
    const link = modal.dialog.getByRole('link', { name: 'Open Farcaster' })
    const url = (await link.getAttribute('href')) ?? ''
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    await phone.signIn(url)

    const frame = page.frameLocator('#w3m-iframe')
    await expect(frame.getByRole('dialog', { name: 'Secure your wallet' })).toBeVisible()
    await frame.getByRole('button', { name: 'Create a passkey' }).click()
    await expect(modal.dialog).toBeHidden()
    const address = page.getByTestId('airlock-address')
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME')))
      .toBe(userName)
    const connected = (await address.textContent()) ?? ''
    await modal.accountButton(`${connected.slice(0, 4)}…${connected.slice(-6)}`).click()
    await expect(modal.dialog.getByText(userName, { exact: true })).toBeVisible()
  })
})
