import { expect, type Locator, type Page } from '@playwright/test'

/** The modal as a visitor sees it: one object per view, located by roles and accessible names. */
export class ModalPage {
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
  }

  /** The header button of the demo: "Connect Wallet" when disconnected, the account when connected. */
  get connectButton(): Locator {
    return this.page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
  }

  accountButton(truncatedAddress: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: new RegExp(truncatedAddress) })
  }

  get networkButton(): Locator {
    return this.page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first()
  }

  walletOption(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: false })
  }

  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Close', exact: true })
  }

  get backButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Back', exact: true })
  }

  get disconnectButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Disconnect' })
  }

  get retryButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Try again' })
  }

  networkOption(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true })
  }

  async open(): Promise<void> {
    await this.connectButton.click()
    await expect(this.dialog).toBeVisible()
  }

  async connectWith(walletName: string): Promise<void> {
    await this.open()
    await this.walletOption(walletName).click()
  }
}
