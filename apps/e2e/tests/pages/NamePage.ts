import { expect, type Locator, type Page } from '@playwright/test'

/** The name views: RegisterAccountName (the form and its suggestions) and its success view. */
export class NamePage {
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
  }

  /** From Account: the "Choose a name" row, then the form. */
  async open(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Choose a name' }).click()
    await expect(this.dialog.getByRole('heading', { name: 'Choose a name' })).toBeVisible()
  }

  get nameInput(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Name', exact: true })
  }

  get suggestions(): Locator {
    return this.dialog.getByRole('region', { name: 'Suggestions' })
  }

  get registerButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Register', exact: true })
  }

  get doneButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Done', exact: true })
  }
}
