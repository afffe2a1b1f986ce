import { expect, type Locator, type Page } from '@playwright/test'
import { ModalPage } from './ModalPage.js'

/** The AllWallets view: the search box and the list of wallets, local and from the registry. */
export class AllWalletsPage {
  readonly dialog: Locator
  readonly search: Locator
  readonly list: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'All Wallets' })
    this.search = this.dialog.getByRole('searchbox', { name: 'Search wallets' })
    this.list = this.dialog.getByRole('list', { name: 'All Wallets' })
  }

  /** Loads the demo, opens the modal and goes to this view, as a visitor would. */
  async openOnDemo(): Promise<void> {
    await this.page.goto('/')
    await new ModalPage(this.page).open()
    await this.openFromConnect()
  }

  /** Opens the view from the Connect view's "All Wallets" entry. */
  async openFromConnect(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'All Wallets' }).click()
    await expect(this.dialog).toBeVisible()
  }

  /** A row's button; registry rows are named by the wallet's name alone. */
  wallet(name: string): Locator {
    return this.list.getByRole('button', { name, exact: true })
  }

  /** The wallets' rows, in every section (Installed, Recent, Popular). */
  get rows(): Locator {
    return this.list.getByRole('list').getByRole('listitem')
  }

  /** One section's list, by its heading. */
  section(name: 'Installed' | 'Recent' | 'Popular'): Locator {
    return this.list.getByRole('list', { name, exact: true })
  }

  /** Scrolls the last row into view, which loads the next page. */
  async scrollToEnd(): Promise<void> {
    await this.rows.last().scrollIntoViewIfNeeded()
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text)
  }
}
