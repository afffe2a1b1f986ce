import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import type { Address } from 'viem'
import { ModalPage } from './ModalPage.js'

/** The local stack's wallet frame origin and mail sink (scripts/stack.mjs). */
export const frameOrigin = 'http://wallet.localhost:8788'
const inboxUrl = 'http://127.0.0.1:8025'

/** The wallet frame (#w3m-iframe) as a visitor sees it, and an email login through it. */
export class WalletFramePage {
  readonly frame: FrameLocator

  constructor(readonly page: Page) {
    this.frame = page.frameLocator('#w3m-iframe')
  }

  /** The approval card the frame shows for a request, by its title ('Sign message', …). */
  approval(title: string): Locator {
    return this.frame.getByRole('dialog', { name: title })
  }

  /**
   * Waits until the frame holds still in the page. The modal places it over its approval area
   * once the dialog holds still, and again 500 ms after the view entered (a move only if the area
   * moved since); Playwright checks that an element inside the frame is stable and hit, but not
   * the frame's own move, so a click made in between could land where the button was. Two reads
   * of the frame's box 250 ms apart must agree.
   */
  async settled(): Promise<void> {
    const frame = this.page.locator('#w3m-iframe')
    let last = ''
    await expect
      .poll(
        async () => {
          const box = JSON.stringify(await frame.boundingBox())
          const same = box === last
          last = box
          return same
        },
        { intervals: [250] },
      )
      .toBe(true)
  }

  /** The latest login code mailed to `email`, once more than `seen` mails have arrived. */
  async nextCode(email: string, seen: number): Promise<string> {
    let code: string | undefined
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${inboxUrl}/api/messages?${new URLSearchParams({ to: email })}`,
          )
          const { messages = [] } = (await response.json()) as { messages?: { code?: string }[] }
          code = messages.at(-1)?.code
          return messages.length
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(seen)
    return code as string
  }

  /**
   * A new visitor logs in with `email` on `url`: the code from the local inbox, then a new passkey
   * (the tab needs `addPasskeyAuthenticator`) secures the new wallet. Returns its address.
   */
  async logInNewVisitor(email: string, url: string): Promise<Address> {
    const modal = new ModalPage(this.page)
    await this.page.goto(url)
    await modal.open()
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(modal.dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
    const code = await this.nextCode(email, 0)
    await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(code)
    await expect(this.frame.getByRole('dialog', { name: 'Secure your wallet' })).toBeVisible()
    await this.frame.getByRole('button', { name: 'Create a passkey' }).click()
    await expect(modal.dialog).toBeHidden()
    const address = this.page.getByTestId('airlock-address')
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    return (await address.textContent()) as Address
  }
}
