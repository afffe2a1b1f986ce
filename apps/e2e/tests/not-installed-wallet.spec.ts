import { expect, test } from '@airlock/testing/playwright'
import type { Locator } from '@playwright/test'
import { WalletGuidePage } from './pages/WalletGuidePage.js'

// A phone: 390 × 844 CSS pixels, touch input, a mobile viewport. Motion off, so each box is
// measured where it rests.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  reducedMotion: 'reduce',
})

/**
 * Nothing in the dialog is cut off: every visible element's box lies inside the dialog's box, and
 * the dialog does not scroll sideways.
 */
async function expectNothingOverflows(dialog: Locator, view: string): Promise<void> {
  await expect(async () => {
    const found = await dialog.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const outside: string[] = []
      for (const child of element.querySelectorAll('*')) {
        const rect = child.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) continue
        const style = getComputedStyle(child)
        if (style.visibility === 'hidden' || style.opacity === '0') continue
        // Visually hidden text for screen readers (one clipped pixel) is not seen.
        if (rect.width <= 1 && rect.height <= 1) continue
        if (
          rect.left < box.left - 0.5 ||
          rect.right > box.right + 0.5 ||
          rect.top < box.top - 0.5 ||
          rect.bottom > box.bottom + 0.5
        ) {
          const name = child.getAttribute('aria-label') ?? child.textContent?.trim().slice(0, 40)
          outside.push(
            `${child.tagName.toLowerCase()}.${child.getAttribute('class') ?? ''} "${name}": ` +
              `${Math.round(rect.left)},${Math.round(rect.top)} to ${Math.round(rect.right)},${Math.round(rect.bottom)}`,
          )
        }
      }
      return {
        outside,
        dialog: `${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }
    })
    expect(found.outside, `${view}: outside the dialog (${found.dialog})`).toEqual([])
    expect(found.scrollWidth, `${view}: the dialog's scrollWidth`).toBeLessThanOrEqual(
      found.clientWidth,
    )
  }).toPass()
}

test('at 390 × 844, tapping a registry wallet that is not installed shows "Open <Wallet>" first, and nothing overflows the sheet', async ({
  page,
}) => {
  const guide = new WalletGuidePage(page)
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Connect Wallet' })
    .tap()
  await expect(guide.connect).toBeVisible()
  const metaMaskRow = guide.connect.getByRole('button', { name: 'MetaMask', exact: true })
  await expect(metaMaskRow).toBeVisible()
  await expectNothingOverflows(guide.connect, 'Connect')

  await metaMaskRow.tap()
  const pairing = page.getByRole('dialog', { name: 'MetaMask' })
  const open = pairing.getByRole('link', { name: 'Open MetaMask' })
  const qr = pairing.getByRole('img', { name: 'WalletConnect QR code' })
  await expect(open).toBeVisible()
  await expect(open).toHaveAttribute('href', /^metamask:\/\/wc\?uri=wc%3A/)
  await expect(qr).toBeVisible()
  // The wallet leads: its logo and why it cannot connect here, then "Open MetaMask", then the QR.
  await expect(pairing.getByRole('img', { name: 'MetaMask' })).toBeVisible()
  await expect(pairing.getByText('MetaMask is not installed in this browser.')).toBeVisible()
  // First: above the QR code and every other option.
  const install = pairing.getByRole('link', { name: 'Install MetaMask' })
  const copyLink = pairing.getByRole('button', { name: 'Copy link' })
  const openBox = await open.boundingBox()
  for (const [name, other] of [
    ['the QR code', qr],
    ['Install MetaMask', install],
    ['Copy link', copyLink],
  ] as const) {
    const box = await other.boundingBox()
    if (!openBox || !box) throw new Error(`"Open MetaMask" or ${name} has no box`)
    expect(openBox.y + openBox.height, `"Open MetaMask" above ${name}`).toBeLessThanOrEqual(box.y)
  }
  await expect(install).toHaveAttribute('target', '_blank')
  await expect(pairing.getByRole('button', { name: 'Get', exact: true })).toBeVisible()
  await expectNothingOverflows(pairing, 'MetaMask, not installed')

  await pairing.getByRole('button', { name: 'Get', exact: true }).tap()
  await expect(guide.getWallet).toBeVisible()
  const first = guide.walletList.getByRole('listitem').first()
  await expect(first.getByRole('img', { name: 'MetaMask' })).toBeVisible()
  await expectNothingOverflows(guide.getWallet, 'Get a wallet')
})
