import { expect, type Page } from '@playwright/test'

/** Pays the sandbox checkout that Buy opened in its window, for `usd` (as its field shows it). */
export async function payInCheckout(checkout: Page, usd: string): Promise<void> {
  await expect(checkout.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue(usd)
  await checkout.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(checkout.getByRole('heading', { name: 'Payment complete' })).toBeVisible()
  await checkout.close()
}
