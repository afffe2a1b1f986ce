import { expect, type Locator, type Page } from '@playwright/test'
import { ModalPage } from './ModalPage.js'

/** The SIWXSignMessage view and the demo's sign-in panel. */
export class SignInPage {
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Sign in' })
  }

  get signButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Sign', exact: true })
  }

  get cancelButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Cancel' })
  }

  /** The demo's readout of the session. */
  get status(): Locator {
    return this.page.getByTestId('siwx-status')
  }

  get signedInAccount(): Locator {
    return this.page.getByTestId('siwx-account')
  }

  /** Loads the demo with sign-in required, connects `walletName` and waits for the request. */
  async connectOnDemo(walletName: string): Promise<void> {
    await this.page.goto('/?siwx=required')
    await new ModalPage(this.page).connectWith(walletName)
    await this.expectAsked()
  }

  async expectAsked(): Promise<void> {
    await expect(this.dialog).toBeVisible()
    await expect(this.signButton).toBeEnabled()
  }
}
