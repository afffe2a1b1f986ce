import { randomUUID } from 'node:crypto'
import { expect, test } from '@airlock/testing/playwright'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { createTestClient, http, parseEther } from 'viem'
import { ModalPage } from './pages/ModalPage.js'
import { frameOrigin, WalletFramePage } from './pages/WalletFramePage.js'
import { addPasskeyAuthenticator } from './passkey.js'

/** The stack's first local chain, as a test drives it (anvil's cheat methods). */
const chain = createTestClient({ mode: 'anvil', transport: http('http://127.0.0.1:8545') })

// A theme far from every default: a rust accent, a serif font this machine has, tighter corners.
const themeVariables = {
  '--w3m-accent': '#b5480f',
  '--w3m-font-family': '"DejaVu Serif", serif',
  '--w3m-border-radius-master': '2px',
}
const themedDemo = `/?${new URLSearchParams({ account: 'eoa', themeVariables: JSON.stringify(themeVariables) })}`

/** A screenshot of `target`, kept with the test's results and attached to its report. */
async function attachScreenshot(
  testInfo: TestInfo,
  name: string,
  target: { screenshot(options: { path: string }): Promise<unknown> },
) {
  const path = testInfo.outputPath(`${name.replace(/[^\w-]+/g, '-')}.png`)
  await target.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** Waits until the modal has placed the frame on its view's area (it shows over the window first). */
async function expectFrameInModal(page: Page, modal: ModalPage) {
  const iframe = page.locator('#w3m-iframe')
  await expect
    .poll(async () => {
      const [frame, card] = await Promise.all([iframe.boundingBox(), modal.dialog.boundingBox()])
      return (
        !!frame &&
        !!card &&
        frame.x >= card.x &&
        frame.y >= card.y &&
        frame.x + frame.width <= card.x + card.width + 0.5 &&
        frame.y + frame.height <= card.y + card.height + 0.5
      )
    })
    .toBe(true)
}

/** What a card wears, from computed styles: its font family and radius, and its accent's colour. */
async function readLook(card: Locator, accented: Locator) {
  const { fontFamily, radius } = await card.evaluate((node) => {
    const style = getComputedStyle(node)
    return { fontFamily: style.fontFamily, radius: style.borderTopLeftRadius }
  })
  const accent = await accented.evaluate((node) => getComputedStyle(node).backgroundColor)
  return { accent, fontFamily, radius }
}

test.describe('the wallet frame looks like the modal', () => {
  test("the frame's approval has the modal card's accent, font family and radius (computed styles, screenshots attached)", async ({
    page,
  }, testInfo) => {
    await addPasskeyAuthenticator(page)
    const modal = new ModalPage(page)
    const wallet = new WalletFramePage(page)

    // The modal's card with the dapp's theme: its accent is the one of Continue.
    await page.goto(themedDemo)
    await modal.open()
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill('someone@example.com')
    const modalLook = await readLook(
      modal.dialog,
      modal.dialog.getByRole('button', { name: 'Continue', exact: true }),
    )
    await attachScreenshot(testInfo, 'the modal card', modal.dialog)
    // The theme reached the modal (2px × 8 for the card's corners), so the comparison means something.
    expect(modalLook).toEqual({
      accent: 'rgb(181, 72, 15)',
      fontFamily: '"DejaVu Serif", serif',
      radius: '16px',
    })

    await wallet.logInNewVisitor(`visitor-${randomUUID()}@example.com`, themedDemo)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const approval = wallet.approval('Sign message')
    const approve = approval.getByRole('button', { name: 'Approve' })
    await expect(approve).toBeEnabled()
    await expectFrameInModal(page, modal)
    const frameLook = await readLook(approval, approve)
    await attachScreenshot(testInfo, "the frame's approval", approval)
    await attachScreenshot(testInfo, 'the approval in the modal', page)
    expect(frameLook).toEqual(modalLook)
    await approve.click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  })

  test('at 390×844 in German, "Secure your wallet" sits in the modal: its field labelled, no button cut off, no grey backdrop', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await addPasskeyAuthenticator(page)
    const modal = new ModalPage(page)
    const wallet = new WalletFramePage(page)
    const email = `visitor-${randomUUID()}@example.com`

    await page.goto('/?account=eoa&lang=de')
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Wallet verbinden' })
      .click()
    await modal.dialog.getByRole('textbox', { name: 'E-Mail' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Weiter', exact: true }).click()
    const code = await wallet.nextCode(email, 0)
    await modal.dialog.getByRole('textbox', { name: 'Einmalcode' }).fill(code)
    const card = wallet.frame.getByRole('dialog', { name: 'Sichere deine Wallet' })
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: 'Passkey erstellen' })).toBeVisible()
    await expectFrameInModal(page, modal)
    await attachScreenshot(testInfo, 'Secure your wallet, 390×844, German', page)

    // The password field is named by a label the visitor sees.
    const password = card.getByLabel('Wiederherstellungspasswort')
    await expect(password).toBeVisible()
    await expect(card.getByText('Wiederherstellungspasswort', { exact: true })).toBeVisible()
    const unlabelled = await card
      .locator('input')
      .evaluateAll((inputs) =>
        inputs
          .filter((input) => !(input as HTMLInputElement).labels?.length)
          .map((input) => input.outerHTML),
      )
    expect(unlabelled).toEqual([])

    // Every button shows its whole label, inside the card.
    const cardBox = await card.boundingBox()
    if (!cardBox) throw new Error('the card has no box')
    const buttons = card.getByRole('button')
    await expect(buttons).not.toHaveCount(0)
    for (const button of await buttons.all()) {
      const fits = await button.evaluate(
        (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight,
      )
      expect(fits, `${await button.textContent()} is cut off`).toBe(true)
      const box = await button.boundingBox()
      if (!box) throw new Error('a button has no box')
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x)
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5)
    }

    // No backdrop of the frame's own inside the modal: nothing behind the card is painted, and
    // the card is the colour of the modal's card around it.
    const painted = await card.evaluate((node) => {
      const found: string[] = []
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        const background = getComputedStyle(parent).backgroundColor
        if (background !== 'rgba(0, 0, 0, 0)')
          found.push(`${parent.className || parent.tagName}: ${background}`)
      }
      return found
    })
    expect(painted).toEqual([])
    const modalBackground = await modal.dialog.evaluate(
      (node) => getComputedStyle(node).backgroundColor,
    )
    await expect(card).toHaveCSS('background-color', modalBackground)

    await card.getByRole('button', { name: 'Passkey erstellen' }).click()
    await expect(page.getByTestId('airlock-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  })

  test('a request that fails in the frame says why with Try again, in the modal: the visitor funds the wallet, tries again, approves, and the calls go through', async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const modal = new ModalPage(page)
    const wallet = new WalletFramePage(page)
    const address = await wallet.logInNewVisitor(
      `visitor-${randomUUID()}@example.com`,
      '/?account=eoa',
    )
    await page.getByRole('button', { name: 'Send batched calls' }).click()
    await wallet.approval('Send 2 calls').getByRole('button', { name: 'Approve' }).click()

    // The new wallet holds no ETH: the chain refuses the first call, and the frame says so in the
    // modal instead of closing it.
    const failure = wallet.frame.getByRole('dialog', { name: 'Something went wrong' })
    await expect(failure.getByRole('alert')).toContainText(/insufficient funds/i)
    await expect(modal.dialog).toBeVisible()
    await expect(page.getByTestId('calls-status')).toHaveText('—')

    await chain.setBalance({ address, value: parseEther('1') })
    await wallet.settled()
    await failure.getByRole('button', { name: 'Try again' }).click()
    // Trying again asks again: nothing is sent without the visitor's Approve.
    await expect(wallet.approval('Send 2 calls')).toBeVisible()
    await wallet.settled()
    await wallet.approval('Send 2 calls').getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('calls-status')).toHaveText('success', { timeout: 60_000 })
    await expect(modal.dialog).toBeHidden()
  })

  test('a frame that never loads says "Invalid App Configuration" with Try again, which loads it and goes on from the email step', async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const modal = new ModalPage(page)
    const wallet = new WalletFramePage(page)
    const email = `visitor-${randomUUID()}@example.com`
    // The frame's page does not load; the page's clock is the test's, so its 20 s wait for the
    // frame's ready passes at once.
    const frameDocument = (url: URL) => url.origin === frameOrigin && url.pathname === '/'
    await page.route(frameDocument, (route) => route.abort())
    await page.clock.install()
    await page.goto('/?account=eoa')
    await modal.open()
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.locator('#w3m-iframe')).toBeAttached()
    await page.clock.fastForward(21_000)
    const failure = modal.dialog.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
    await expect(failure).toBeVisible()
    const tryAgain = modal.dialog.getByRole('button', { name: 'Try again', exact: true })
    await expect(tryAgain).toBeVisible()

    // The frame's page is back: Try again loads the frame anew and sends the email again.
    await page.unroute(frameDocument)
    await tryAgain.click()
    await expect(modal.dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
    await expect(failure).toHaveCount(0)
    const code = await wallet.nextCode(email, 0)
    await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(code)
    await wallet.frame.getByRole('button', { name: 'Create a passkey' }).click()
    await expect(page.getByTestId('airlock-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  })
})
