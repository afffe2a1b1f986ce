import { devnetChains } from '@airlock/testing'
import { expect, test } from '@playwright/test'

test('the demo shell loads and reads both local chains', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Airlock demo' })).toBeVisible()
  const chains = page.getByRole('region', { name: 'Local chains' })
  for (const chain of Object.values(devnetChains)) {
    await expect(chains.getByRole('listitem', { name: chain.name, exact: true })).toContainText(
      new RegExp(`chain ${chain.id} .* block \\d+`),
    )
  }
})
