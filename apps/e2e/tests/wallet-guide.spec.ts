import { expect, test } from '@airlock/testing/playwright'
import type { Locator } from '@playwright/test'
import { findSeriousViolations } from './axe.js'
import { WalletGuidePage, walletGuideTexts } from './pages/WalletGuidePage.js'

/** Every link of `list` opens in a new tab, with no opener and no referrer. */
async function expectNewTabLinks(list: Locator): Promise<void> {
  for (const link of await list.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? []
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
  }
}

// The visitor connects nothing: someone without a wallet of their own, looking for one.
for (const language of ['en', 'ar'] as const) {
  const texts = walletGuideTexts[language]

  test(`a visitor with no wallet finds "Get a wallet" from the Connect view in one click (${language})`, async ({
    page,
  }) => {
    const guide = new WalletGuidePage(page, texts)
    await page.goto(language === 'en' ? '/' : `/?lang=${language}`)
    await guide.openConnect()
    const host = page.locator('airlock-modal')
    await expect(host).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')

    // The header's "?" starts the line: the left end left to right, the right end right to left.
    const help = await guide.helpButton.boundingBox()
    const dialog = await guide.connect.boundingBox()
    if (!help || !dialog) throw new Error('the dialog or its "?" button has no box')
    const helpCentre = help.x + help.width / 2
    const dialogCentre = dialog.x + dialog.width / 2
    if (language === 'ar') expect(helpCentre).toBeGreaterThan(dialogCentre)
    else expect(helpCentre).toBeLessThan(dialogCentre)

    // One click: "Get a wallet" is there.
    await guide.helpButton.click()
    await expect(guide.getAWalletButton).toBeVisible()
    expect(await findSeriousViolations(page), 'WhatIsAWallet').toEqual([])

    // "Get started" under the wallets leads to the same place.
    await guide.whatIsAWallet
      .getByRole('button', { name: language === 'ar' ? 'رجوع' : 'Back' })
      .click()
    await guide.getStartedButton.click()
    await expect(guide.getAWalletButton).toBeVisible()

    await guide.getAWalletButton.click()
    const items = guide.walletList.getByRole('listitem')
    await expect(items.first()).toBeVisible()
    expect(await items.count()).toBeGreaterThanOrEqual(4)
    for (const item of await items.all()) {
      // The registry's own logo, loaded from the server (fetched ahead as a blob, or its URL).
      const logo = item.getByRole('img')
      await expect(logo).toHaveAttribute('src', /^blob:|\/getWalletImage\//)
      await expect
        .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
      await expect(item.getByRole('link').first()).toBeVisible()
    }
    // MetaMask from the registry: one link per platform it is on.
    const metaMask = items.filter({ has: page.getByRole('img', { name: 'MetaMask' }) })
    await expect(metaMask.getByRole('link')).toHaveText(['Chrome', 'iOS', 'Android'])
    await expect(metaMask.getByRole('link').first()).toHaveAttribute(
      'href',
      /^https:\/\/chromewebstore\.google\.com\//,
    )
    await expectNewTabLinks(guide.walletList)
    expect(await findSeriousViolations(page), 'GetWallet').toEqual([])
  })
}
