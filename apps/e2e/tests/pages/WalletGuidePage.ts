import { expect, type Locator, type Page } from '@playwright/test'

/** The guide's texts in one language (packages/core/src/i18n/locales/<language>/modal.ts). */
export type WalletGuideTexts = {
  connectWallet: string
  whatIsAWallet: string
  getStarted: string
  getAWallet: string
}

export const walletGuideTexts = {
  en: {
    connectWallet: 'Connect Wallet',
    whatIsAWallet: 'What is a wallet?',
    getStarted: 'Get started',
    getAWallet: 'Get a wallet',
  },
  ar: {
    connectWallet: 'ربط المحفظة',
    whatIsAWallet: 'ما هي المحفظة؟',
    getStarted: 'ابدأ الآن',
    getAWallet: 'احصل على محفظة',
  },
} as const satisfies Record<string, WalletGuideTexts>

/**
 * The guide for visitors new to wallets: the Connect view's two ways in ("What is a wallet?" in
 * its header, "Get started" under its wallets), the WhatIsAWallet view and the GetWallet view.
 */
export class WalletGuidePage {
  readonly connect: Locator
  readonly whatIsAWallet: Locator
  readonly getWallet: Locator

  constructor(
    readonly page: Page,
    readonly texts: WalletGuideTexts = walletGuideTexts.en,
  ) {
    this.connect = page.getByRole('dialog', { name: texts.connectWallet })
    this.whatIsAWallet = page.getByRole('dialog', { name: texts.whatIsAWallet })
    this.getWallet = page.getByRole('dialog', { name: texts.getAWallet })
  }

  /** The Connect view header's "?" button. */
  get helpButton(): Locator {
    return this.connect.getByRole('button', { name: this.texts.whatIsAWallet, exact: true })
  }

  /** "Get started" under the Connect view's wallets. */
  get getStartedButton(): Locator {
    return this.connect.getByRole('button', { name: this.texts.getStarted, exact: true })
  }

  /** WhatIsAWallet's "Get a wallet" button. */
  get getAWalletButton(): Locator {
    return this.whatIsAWallet.getByRole('button', { name: this.texts.getAWallet, exact: true })
  }

  /** GetWallet's list: one item per wallet, its logo and install links. */
  get walletList(): Locator {
    return this.getWallet.getByRole('list', { name: this.texts.getAWallet })
  }

  /** Opens the modal from the demo's header button, on the Connect view. */
  async openConnect(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: this.texts.connectWallet })
      .click()
    await expect(this.connect).toBeVisible()
  }
}
