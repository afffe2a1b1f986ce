import { randomUUID } from 'node:crypto'
import { expect, test } from '@airlock/testing/playwright'
import type { Frame, Page } from '@playwright/test'
import type { Address } from 'viem'
import { nextMail } from './inbox.js'
import { ModalPage } from './pages/ModalPage.js'
import { frameOrigin, WalletFramePage } from './pages/WalletFramePage.js'
import { addPasskeyAuthenticator, copyPasskeys } from './passkey.js'
import { SyncedPasskeys } from './syncedPasskeys.js'

// The EOA is the account here, so one address names the wallet on every login.
const dappUrl = 'http://localhost:5173/?account=eoa&passkey=on'

const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/**
 * "Continue with a passkey" in the Connect view, then on the frame's own card the visitor's
 * choice: `Create a passkey` (sign-up) or `Use your passkey` (login). Returns the address.
 */
async function continueWithPasskey(
  page: Page,
  choice: 'Create a passkey' | 'Use your passkey',
): Promise<Address> {
  const modal = new ModalPage(page)
  await page.goto(dappUrl)
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Continue with a passkey' }).click()
  const card = new WalletFramePage(page).frame.getByRole('dialog', {
    name: 'Continue with a passkey',
  })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: choice }).click()
  await expect(modal.dialog).toBeHidden()
  const address = page.getByTestId('airlock-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  return (await address.textContent()) as Address
}

/** A new visitor signed up with a passkey alone, the Account view one click away. */
async function signUpWithPasskey(page: Page) {
  await addPasskeyAuthenticator(page)
  const address = await continueWithPasskey(page, 'Create a passkey')
  return { modal: new ModalPage(page), wallet: new WalletFramePage(page), address }
}

async function signOut(page: Page, address: string) {
  const modal = new ModalPage(page)
  await modal.accountButton(shortAddress(address)).click()
  await modal.disconnectButton.click()
  await expect(modal.connectButton).toBeVisible()
  await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')
}

async function frameDocument(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith(frameOrigin)))
    .toBe(true)
  return page.frames().find((frame) => frame.url().startsWith(frameOrigin)) as Frame
}

/** How many device shares this frame partition holds (one per wallet it signs for). */
const deviceShares = async (page: Page) =>
  (await frameDocument(page)).evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('airlock-frame')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    if (!db.objectStoreNames.contains('device-shares')) return 0
    const count = await new Promise<number>((resolve) => {
      const read = db.transaction('device-shares').objectStore('device-shares').count()
      read.onsuccess = () => resolve(read.result)
    })
    db.close()
    return count
  })

test.describe('passkey-first accounts', () => {
  test('a passkey alone signs up, and after sign-out it logs in to the same address', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await addPasskeyAuthenticator(page)
    const address = await continueWithPasskey(page, 'Create a passkey')
    expect(await deviceShares(page)).toBe(1)

    await signOut(page, address)
    expect(await continueWithPasskey(page, 'Use your passkey')).toBe(address)
    expect(await deviceShares(page)).toBe(1)
  })

  test('a synced passkey made in one browser context logs in to the same address in a new browser context, which has nothing of the first, and the restored wallet signs', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    // One provider for both contexts, as a password manager syncs a passkey to a new device.
    const passkeys = new SyncedPasskeys()
    const first = await browser.newContext()
    let address: Address
    try {
      await passkeys.install(first)
      const page = await first.newPage()
      address = await continueWithPasskey(page, 'Create a passkey')
      await signOut(page, address)
    } finally {
      await first.close()
    }
    expect(passkeys.passkeys).toEqual([
      { rpId: new URL(frameOrigin).hostname, userName: 'Airlock wallet' },
    ])

    const second = await browser.newContext()
    try {
      await passkeys.install(second)
      const page = await second.newPage()
      // No key share here: the passkey's PRF opens the recovery half, and the device enrols anew.
      expect(await continueWithPasskey(page, 'Use your passkey')).toBe(address)
      expect(await deviceShares(page)).toBe(1)
      await page.getByRole('button', { name: 'Sign message' }).click()
      await new WalletFramePage(page)
        .approval('Sign message')
        .getByRole('button', { name: 'Approve' })
        .click()
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    } finally {
      await second.close()
    }
  })

  test('an email added later, from the Account view after the frame card confirms it and its code arrives, then logs in to the same address', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { modal, wallet, address } = await signUpWithPasskey(page)
    const email = `passkey-${randomUUID()}@example.com`

    await modal.accountButton(shortAddress(address)).click()
    await modal.dialog.getByRole('button', { name: 'Add an email' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Add an email')
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Save' }).click()
    // The frame asks first, naming the address and whose inbox logs in with it.
    const card = wallet.frame.getByRole('dialog', { name: 'Add a login email?' })
    await expect(card.getByText(email)).toBeVisible()
    await expect(card).toContainText('Whoever reads this inbox can log in to your wallet')
    await card.getByRole('button', { name: 'Add email' }).click()
    // One code, to the new address: there is no current one to ask.
    const code = await nextMail(email, 0)
    await expect(
      modal.dialog.getByText(`Enter the code we sent to your new email, ${email}`),
    ).toBeVisible()
    await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(code.code ?? '')
    await expect(modal.dialog.getByRole('button', { name: 'Update email' })).toContainText(email)
    const added = Date.now()
    await modal.closeButton.click()
    await expect(modal.dialog).toBeHidden()

    // The email opens the same wallet (this device keeps its key share: no passkey is asked).
    await signOut(page, address)
    // Its code was the address's last mail: the next waits out the cooldown between mails to one
    // address (1 s on the e2e stack, AIRLOCK_FRAME_EMAIL_COOLDOWN_MS).
    await expect.poll(() => Date.now() - added).toBeGreaterThan(1_000)
    await modal.open()
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const login = await nextMail(email, 1)
    await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(login.code ?? '')
    await expect(modal.dialog).toBeHidden()
    await expect(page.getByTestId('airlock-address')).toHaveText(address)

    // The passkey still opens it, and its login knows the address.
    await signOut(page, address)
    expect(await continueWithPasskey(page, 'Use your passkey')).toBe(address)
    await modal.accountButton(shortAddress(address)).click()
    await expect(modal.dialog.getByRole('button', { name: 'Update email' })).toContainText(email)
  })

  test('a Google login linked later, after the frame card names it, then opens the same wallet', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { modal, wallet, address } = await signUpWithPasskey(page)
    const login = `linked${Date.now()}`

    /**
     * The popup `click` opens: the provider's own login page, or, once logged in there, straight
     * back to the server (it closes itself).
     */
    const atGoogle = async (click: () => Promise<void>, signIn: boolean) => {
      const popupOpened = page.waitForEvent('popup')
      await click()
      const popup = await popupOpened
      // Logged in at the provider already, the popup can close itself before this line runs, and
      // Playwright's close event fires once: waiting for it then would never end.
      const popupClosed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close')
      if (signIn) {
        await popup.getByPlaceholder('Enter any login').fill(login)
        await popup.getByPlaceholder('and password').fill('any password')
        await popup.getByRole('button', { name: 'Sign-in' }).click()
      }
      await popupClosed
    }

    await modal.accountButton(shortAddress(address)).click()
    await modal.dialog.getByRole('button', { name: 'Link a social login' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Link a social login')
    await atGoogle(() => modal.dialog.getByRole('button', { name: 'Google' }).click(), true)
    // The frame names the login the provider step found; only its click links it.
    const card = wallet.frame.getByRole('dialog', { name: 'Link a Google login?' })
    await expect(card.getByText(`Google: ${login}@example.com`)).toBeVisible()
    await card.getByRole('button', { name: 'Link logins' }).click()
    await expect(page.getByText(`Login linked: ${login}@example.com`)).toBeVisible()
    await expect(modal.dialog).toHaveAccessibleName('Account')
    await modal.closeButton.click()

    // Google now opens the same wallet (this device keeps its key share: no passkey is asked).
    await signOut(page, address)
    await modal.open()
    await atGoogle(
      () => modal.dialog.getByRole('button', { name: 'Continue with Google' }).click(),
      false,
    )
    await expect(modal.dialog).toBeHidden()
    await expect(page.getByTestId('airlock-address')).toHaveText(address)
  })

  test('the same passkey copied into a new browser context, whose authenticator gives no PRF, is told to continue with email or a social login', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const first = await addPasskeyAuthenticator(page)
    const address = await continueWithPasskey(page, 'Create a passkey')
    await signOut(page, address)

    const context = await browser.newContext()
    try {
      const other = await context.newPage()
      expect(await copyPasskeys(first, await addPasskeyAuthenticator(other))).toBe(1)
      const modal = new ModalPage(other)
      await other.goto(dappUrl)
      await modal.open()
      await modal.dialog.getByRole('button', { name: 'Continue with a passkey' }).click()
      const card = new WalletFramePage(other).frame.getByRole('dialog', {
        name: 'Continue with a passkey',
      })
      await card.getByRole('button', { name: 'Use your passkey' }).click()
      await expect(card.getByRole('alert')).toHaveText(
        'This passkey cannot protect a wallet. Continue with email or a social login instead.',
      )
      // Nothing logged in: the card stays, to try again or cancel.
      await card.getByRole('button', { name: 'Cancel' }).click()
      await expect(other.getByTestId('airlock-status')).toHaveText('disconnected')
    } finally {
      await context.close()
    }
  })
})
