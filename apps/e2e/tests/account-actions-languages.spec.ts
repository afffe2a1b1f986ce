import { languages, loadMessages, type MessageKey } from '@airlock/core'
import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, firstAccountShort } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'

// The demo turns every wallet feature on; on eip155 the Account view offers all four, in
// features.walletFeaturesOrder's default order (onramp, swaps, receive, send).
const actionLabels: readonly MessageKey[] = ['buy', 'swap', 'receive', 'send']

test.use({ reducedMotion: 'reduce' })

test('in each of the 23 languages, every action label of the Account view fits: no button, nor the row or view holding it, is wider inside than it shows (scrollWidth ≤ clientWidth)', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.connectWith(devWalletName)
  await expect(modal.accountButton(firstAccountShort)).toBeVisible()

  const clipped: string[] = []
  // One connection for all: each language is a reload with ?lang=, which restores it.
  for (const language of languages) {
    const messages = await loadMessages({ language })
    await page.goto(`/?lang=${language}`)
    await modal.accountButton(firstAccountShort).click()
    const account = new AccountPage(page)
    await expect(page.locator('airlock-modal')).toHaveAttribute('lang', language)
    for (const key of actionLabels) {
      const button = account.dialog.getByRole('button', { name: messages[key], exact: true })
      await expect(button, `${language}: ${messages[key]}`).toBeVisible()
      const problems = await button.evaluate((element) => {
        const found: string[] = []
        const dialog = element.closest('[role="dialog"]')
        if (!dialog) return ['not in the dialog']
        const nameOf = (node: Element) =>
          `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">`
        // The label and its parts, then the button and what holds it up to the dialog.
        const inside = [...element.querySelectorAll('*')].filter(
          (node) => !(node instanceof SVGElement),
        )
        const holders: Element[] = []
        for (let node: Element | null = element; node && node !== dialog; node = node.parentElement)
          holders.push(node)
        for (const node of [...inside, ...holders]) {
          if (node.scrollWidth <= node.clientWidth) continue
          // Name what sticks out, so a failure says which element to fix.
          const edge = node.getBoundingClientRect()
          const out = [...node.querySelectorAll('*')]
            .filter((child) => {
              const rect = child.getBoundingClientRect()
              return (
                rect.width > 0 && (rect.right > edge.right + 0.5 || rect.left < edge.left - 0.5)
              )
            })
            .slice(-2)
            .map((child) => `${nameOf(child)} "${child.textContent?.slice(0, 40) ?? ''}"`)
          found.push(`${nameOf(node)} ${node.scrollWidth} > ${node.clientWidth}: ${out.join(', ')}`)
        }
        const box = element.getBoundingClientRect()
        const card = dialog.getBoundingClientRect()
        if (box.left < card.left - 0.5 || box.right > card.right + 0.5)
          found.push(`outside the dialog: ${box.left}…${box.right} of ${card.left}…${card.right}`)
        return found
      })
      for (const problem of problems) clipped.push(`${language} "${messages[key]}": ${problem}`)
    }
  }
  expect(clipped).toEqual([])
})
