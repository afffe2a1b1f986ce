import { expect, type Locator, type Page } from '@playwright/test'

/** The Account view with its tabs, and the Send and Receive views it opens. */
export class AccountPage {
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
  }

  tab(name: 'Tokens' | 'NFTs' | 'Activity'): Locator {
    return this.dialog.getByRole('tab', { name })
  }

  get panel(): Locator {
    return this.dialog.getByRole('tabpanel')
  }

  /** The Tokens tab's row of `symbol` (its text holds the amount, 2 decimals, and the symbol). */
  tokenRow(symbol: string): Locator {
    return this.dialog
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`\\s${symbol}\\b`) })
  }

  /** The Activity group titled `month` (a month name, with the year when not this year). */
  activityGroup(title: string): Locator {
    return this.dialog.getByRole('region', { name: title })
  }

  get sendButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Send', exact: true })
  }

  get receiveButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Receive', exact: true })
  }

  /** The Send form's token, a button that opens the token picker ("Token: ETH"). */
  get tokenButton(): Locator {
    return this.dialog.getByRole('button', { name: /^Token: / })
  }

  /** Chooses `symbol` in the Send form's token picker. */
  async chooseToken(symbol: string): Promise<void> {
    await this.tokenButton.click()
    await this.dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
    const option = this.dialog
      .getByRole('listitem')
      .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    await expect(option).toHaveCount(1)
    await option.click()
    await expect(this.dialog.getByRole('button', { name: `Token: ${symbol}` })).toBeFocused()
  }

  get amountInput(): Locator {
    return this.dialog.getByLabel('Amount')
  }

  get receiverInput(): Locator {
    return this.dialog.getByLabel('To', { exact: true })
  }

  get reviewButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Review' })
  }

  /** The toast: a status for success, an alert for errors. */
  toast(message: string): Locator {
    return this.page
      .getByRole('status')
      .or(this.page.getByRole('alert'))
      .filter({ hasText: message })
  }

  /** Fills the Send form and stops at the enabled Review button. */
  async fillSend({
    symbol,
    amount,
    receiver,
  }: {
    symbol: string
    amount: string
    receiver: string
  }): Promise<void> {
    await this.sendButton.click()
    await expect(this.dialog.getByRole('heading', { name: 'Send', exact: true })).toBeVisible()
    await this.chooseToken(symbol)
    await this.amountInput.fill(amount)
    await this.receiverInput.fill(receiver)
  }

  /** Review, then Send in the preview. */
  /** From the filled Send form to its review. */
  async reviewSend(): Promise<void> {
    await this.reviewButton.click()
    await expect(
      this.dialog.getByRole('heading', { name: 'Review send', exact: true }),
    ).toBeVisible()
  }

  /** What a review's simulation on the node says leaves and enters the account. */
  get simulation(): Locator {
    return this.dialog.getByRole('list', { name: 'Simulated on the network' })
  }

  async confirmSend(): Promise<void> {
    await this.reviewSend()
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  }
}
