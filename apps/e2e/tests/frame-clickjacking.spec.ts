import { randomUUID } from 'node:crypto'
import { expect, test } from '@airlock/testing/playwright'
import type { Locator, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { frameOrigin, WalletFramePage } from './pages/WalletFramePage.js'
import { addPasskeyAuthenticator } from './passkey.js'

const dappUrl = 'http://localhost:5173/?account=eoa'
const signedMessage = 'Hello from the Airlock demo'
/** When the attacker shows the decoy: well past the frame's hold time (800 ms) after the card shows. */
const decoyAfter = 2_000

/** The embedding page (or a script injected into it) sets the wallet iframe's opacity. */
const setFrameOpacity = (page: Page, opacity: string) =>
  page.evaluate((value) => {
    ;(document.querySelector('#w3m-iframe') as HTMLIFrameElement).style.opacity = value
  }, opacity)

/**
 * The attack of F3: with the frame transparent and its approval card laid out, the page puts a
 * 'Claim reward' button under Approve once the card has been there a while, and the visitor,
 * who sees only that button, clicks it once.
 */
async function clickDecoyUnder(page: Page, target: Locator) {
  const boxOf = async () => {
    const box = await target.boundingBox()
    expect(box, 'the frame button under the decoy').not.toBeNull()
    return box as NonNullable<typeof box>
  }
  await page.evaluate(
    ({ box, after }) => {
      setTimeout(() => {
        const decoy = document.createElement('button')
        decoy.textContent = 'Claim reward'
        decoy.id = 'decoy'
        Object.assign(decoy.style, {
          position: 'fixed',
          zIndex: '1000',
          left: `${box.x}px`,
          top: `${box.y}px`,
          width: `${box.width}px`,
          height: `${box.height}px`,
        })
        document.body.append(decoy)
      }, after)
    },
    { box: await boxOf(), after: decoyAfter },
  )
  await expect(page.getByRole('button', { name: 'Claim reward' })).toBeVisible()
  // The attacker keeps the decoy under the button as the frame lays out (the card may still have
  // moved since it was first measured), and the visitor clicks the decoy where it is.
  const box = await boxOf()
  await page.evaluate((at) => {
    Object.assign((document.querySelector('#decoy') as HTMLElement).style, {
      left: `${at.x}px`,
      top: `${at.y}px`,
      width: `${at.width}px`,
      height: `${at.height}px`,
    })
  }, box)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

test.describe('the wallet frame against click-jacking', () => {
  test('F3: one click on a decoy under the transparent frame signs nothing; Approve in plain sight signs', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await addPasskeyAuthenticator(page)
    const wallet = new WalletFramePage(page)
    const address = await wallet.logInNewVisitor(`visitor-${randomUUID()}@example.com`, dappUrl)

    // The page makes the frame transparent, then asks for a signature.
    await setFrameOpacity(page, '0')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const approval = wallet.approval('Sign message')
    await expect(approval.getByText(signedMessage)).toBeVisible()
    const approve = approval.getByRole('button', { name: 'Approve' })
    await clickDecoyUnder(page, approve)

    // The click reached the frame's Approve, which stays disabled while the frame is not seen:
    // the request still waits, and nothing was signed.
    await expect(approve).toBeDisabled()
    await expect(approval).toBeVisible()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText('—')

    // In plain sight again, Approve enables after the hold and the visitor's click signs.
    await setFrameOpacity(page, '1')
    await expect(approve).toBeEnabled()
    await approve.click()
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address,
        message: signedMessage,
        signature: (await signature.textContent()) as Hex,
      }),
    ).toBe(true)
  })

  test('F3: without IntersectionObserver v2 a decoy click only opens the approval window of the frame origin, where Approve signs', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    // As in Firefox and Safari: the browser cannot say whether the frame is really visible.
    await context.addInitScript(() => {
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
    })
    await addPasskeyAuthenticator(page)
    const wallet = new WalletFramePage(page)
    const address = await wallet.logInNewVisitor(`visitor-${randomUUID()}@example.com`, dappUrl)

    await setFrameOpacity(page, '0')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const card = wallet.approval('Sign message')
    await expect(card.getByText(signedMessage)).toBeVisible()
    const review = card.getByRole('button', { name: 'Review in a new window' })
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0)
    const opened = context.waitForEvent('page')
    await clickDecoyUnder(page, review)

    // The click opened a top-level window of the frame's origin, which the page cannot hide;
    // nothing is signed until the visitor approves there.
    const popup = await opened
    await expect(popup).toHaveURL(`${frameOrigin}/approve`)
    const inWindow = popup.getByRole('dialog', { name: 'Sign message' })
    await expect(inWindow.getByText(signedMessage)).toBeVisible()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText('—')
    // The window closes itself once the answer is sent, which can be before the click returns:
    // a click that closed it is done (the signature below shows what it did).
    await inWindow
      .getByRole('button', { name: 'Approve' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address,
        message: signedMessage,
        signature: (await signature.textContent()) as Hex,
      }),
    ).toBe(true)
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(card).toHaveCount(0)
  })
})
