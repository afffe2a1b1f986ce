import { expect, type Locator, type Page } from '@playwright/test'

/** The Swap views: the form, the token picker and the preview. */
export class SwapPage {
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
  }

  /** From Account: the Swap action, then the form once the server's tokens are in. */
  async open(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(this.dialog.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
    await expect(this.amountInput).toBeVisible()
  }

  get amountInput(): Locator {
    return this.dialog.getByRole('textbox', { name: 'You pay', exact: true })
  }

  get receivedInput(): Locator {
    return this.dialog.getByRole('textbox', { name: 'You receive', exact: true })
  }

  get reviewButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Review swap' })
  }

  /** The quote's rate: "1 ETH = 3,012.5 AUSD". */
  get rate(): Locator {
    return this.dialog.getByRole('definition').filter({ hasText: /^1 \S+ = / })
  }

  /** Opens the picker for one side and chooses `symbol` (held or popular; each listed once), by search. */
  async pick(side: 'from' | 'to', symbol: string): Promise<void> {
    const label = side === 'from' ? 'You pay' : 'You receive'
    await this.dialog.getByRole('button', { name: new RegExp(`^${label}: `) }).click()
    await expect(this.dialog.getByRole('heading', { name: 'Select a token' })).toBeVisible()
    await this.dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
    await this.dialog
      .getByRole('listitem')
      .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
      .click()
    await expect(
      this.dialog.getByRole('button', { name: `${label}: ${symbol}`, exact: true }),
    ).toBeVisible()
  }
}
